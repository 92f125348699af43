import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { type BatchResult, type TriggeredAutomation, AutomationRequestsService } from './automation-requests.service.js';
import { type AutomationMetrics, type AutomationRuleSummary, AutomationRulesService } from './automation-rules.service.js';
import { BatchProcessDto, TriggerAutomationDto } from './dto/automation-requests.dto.js';
import { staffActor } from '../common/staff-actor.js';

export class SetAutomationRuleActiveBody {
  @IsBoolean()
  isActive: boolean;
}

@ApiTags('admin automation')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin/automation')
export class AutomationRulesController {
  constructor(
    private readonly rules: AutomationRulesService,
    private readonly requests: AutomationRequestsService,
  ) {}

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
    return this.rules.setActive(id, body.isActive, staffActor(admin, ipAddress));
  }

  /** Runs the active rules of one trigger type on one order, through the automation queue. */
  @Post('trigger')
  @HttpCode(202)
  @Allow(Permission.UpdateOrders)
  trigger(@Body() body: TriggerAutomationDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<TriggeredAutomation> {
    return this.requests.trigger(body.orderId, body.triggerType, body.triggerData ?? {}, staffActor(admin, ipAddress));
  }

  /** Runs every active rule on each listed order (up to 10,000 order numbers or ids), through the automation queue; each entry left out is named with why. */
  @Post('batch-process')
  @HttpCode(202)
  @Allow(Permission.ManageAutomationRules)
  batch(@Body() body: BatchProcessDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<BatchResult> {
    const entries = body.entries ?? body.orderIds ?? [];
    return this.requests.batch({ entries: entries.map((entry) => String(entry)) }, staffActor(admin, ipAddress));
  }
}
