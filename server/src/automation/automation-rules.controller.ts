import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { type AutomationMetrics, type AutomationRuleSummary, AutomationRulesService } from './automation-rules.service.js';

export class SetAutomationRuleActiveBody {
  @IsBoolean()
  isActive: boolean;
}

@ApiTags('admin automation')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin/automation')
export class AutomationRulesController {
  constructor(private readonly rules: AutomationRulesService) {}

  @Get('metrics')
  @Allow(Permission.UpdateOrders)
  @ApiOkResponse({ description: 'totalOrders, automatedOrders, automationRate (0..1), activeRules, totalRules.' })
  metrics(): Promise<AutomationMetrics> {
    return this.rules.metrics();
  }

  @Get('rules')
  @Allow(Permission.UpdateOrders)
  list(): Promise<AutomationRuleSummary[]> {
    return this.rules.list();
  }

  @Patch('rules/:id')
  @Allow(Permission.ManageAutomationRules)
  setActive(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SetAutomationRuleActiveBody,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<AutomationRuleSummary> {
    return this.rules.setActive(id, body.isActive, { adminId: admin.id, ipAddress });
  }
}
