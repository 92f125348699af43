import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import type { AdminUser } from '../entities/admin-user.entity.js';
import { CreateStaffMemberDto } from './staff.dto.js';
import { StaffService } from './staff.service.js';
import { StaffMemberType, StaffSettingsType } from './staff.types.js';

/** The console's Staff screen (owners only); the same service as /api/admin/staff. */
@Resolver(() => StaffMemberType)
@Allow(Permission.ManageStaff)
export class StaffResolver {
  constructor(private readonly staff: StaffService) {}

  @Query(() => [StaffMemberType])
  staffMembers(): Promise<StaffMemberType[]> {
    return this.staff.list();
  }

  @Query(() => StaffSettingsType)
  staffSettings(): Promise<StaffSettingsType> {
    return this.staff.settings();
  }

  @Mutation(() => StaffMemberType)
  createStaffMember(
    @Args('input', { type: () => CreateStaffMemberDto }) input: CreateStaffMemberDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberType> {
    return this.staff.create(input, { adminId: admin.id, ipAddress });
  }

  @Mutation(() => StaffMemberType)
  changeStaffRole(
    @Args('id', { type: () => Int }) id: number,
    @Args('role') role: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberType> {
    return this.staff.changeRole(id, role as never, { adminId: admin.id, ipAddress });
  }

  @Mutation(() => StaffMemberType)
  setStaffDisabled(
    @Args('id', { type: () => Int }) id: number,
    @Args('disabled') disabled: boolean,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberType> {
    return this.staff.setDisabled(id, disabled, { adminId: admin.id, ipAddress });
  }

  @Mutation(() => StaffMemberType)
  resetStaffTwoFactor(@Args('id', { type: () => Int }) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffMemberType> {
    return this.staff.resetTwoFactor(id, { adminId: admin.id, ipAddress });
  }

  @Mutation(() => StaffSettingsType)
  setRequireTwoFactor(@Args('enabled') enabled: boolean, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<StaffSettingsType> {
    return this.staff.updateSettings({ requireTwoFactor: enabled }, { adminId: admin.id, ipAddress });
  }
}
