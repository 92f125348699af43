import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ParseIdPipe } from '../../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { StaffMemberView, StaffSettingsView } from '@apostille/domain';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import type { AdminUser } from '../entities/admin-user.entity.js';
import { ChangeStaffRoleDto, CreateStaffMemberDto, StaffSettingsDto } from './staff.dto.js';
import { StaffService } from './staff.service.js';
import { staffActor } from '../../common/staff-actor.js';

/** Staff management for owners (issue #17): accounts, roles, disabling, two-factor resets, settings. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'The signed-in role is not owner.' })
@Allow(Permission.ManageStaff)
@Controller('admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOkResponse({ description: '{ staff: StaffMember[] }' })
  async list(): Promise<{ staff: StaffMemberView[] }> {
    return { staff: await this.staff.list() };
  }

  @Post()
  @ApiConflictResponse({ description: 'The username is taken.' })
  create(@Body() body: CreateStaffMemberDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffMemberView> {
    return this.staff.create(body, staffActor(admin, ipAddress));
  }

  @Get('settings')
  settings(): Promise<StaffSettingsView> {
    return this.staff.settings();
  }

  @Put('settings')
  updateSettings(@Body() body: StaffSettingsDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffSettingsView> {
    return this.staff.updateSettings({ requireTwoFactor: body.requireTwoFactor }, staffActor(admin, ipAddress));
  }

  @Patch(':id/role')
  @ApiConflictResponse({ description: 'The account is the last owner.' })
  changeRole(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ChangeStaffRoleDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberView> {
    return this.staff.changeRole(id, body.role, staffActor(admin, ipAddress));
  }

  @Post(':id/disable')
  @HttpCode(200)
  disable(@Param('id', ParseIdPipe) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffMemberView> {
    return this.staff.setDisabled(id, true, staffActor(admin, ipAddress));
  }

  @Post(':id/enable')
  @HttpCode(200)
  enable(@Param('id', ParseIdPipe) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffMemberView> {
    return this.staff.setDisabled(id, false, staffActor(admin, ipAddress));
  }

  @Post(':id/reset-2fa')
  @HttpCode(200)
  resetTwoFactor(@Param('id', ParseIdPipe) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffMemberView> {
    return this.staff.resetTwoFactor(id, staffActor(admin, ipAddress));
  }
}
