import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { type DeletionRequestView } from './data-deletion.service.js';
import { CreateDeletionRequestDto } from './dto/create-deletion-request.dto.js';
import { PrivacyRequestsService } from './privacy-requests.service.js';
import { staffActor } from '../common/staff-actor.js';

@ApiTags('admin privacy')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin/privacy')
export class PrivacyController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  /** Records a verified deletion request; the deletion job runs at once and then every hour until it is done. */
  @Post('deletion-requests')
  @HttpCode(202)
  @Allow(Permission.ManagePrivacyRequests)
  create(@Body() body: CreateDeletionRequestDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<DeletionRequestView> {
    return this.requests.create(body.email, body.note, staffActor(admin, ipAddress));
  }

  @Get('deletion-requests')
  @Allow(Permission.ManagePrivacyRequests)
  list(): Promise<DeletionRequestView[]> {
    return this.requests.list();
  }
}
