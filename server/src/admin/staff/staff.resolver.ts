import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import type { AdminUser } from '../entities/admin-user.entity.js';
import { CreateStaffMemberDto } from './staff.dto.js';
import { StaffService } from './staff.service.js';
import { StaffMemberType, StaffSettingsType } from './staff.types.js';
import { staffActor } from '../../common/staff-actor.js';

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
    return this.staff.create(input, staffActor(admin, ipAddress));
  }

  @Mutation(() => StaffMemberType)
  changeStaffRole(
    @Args('id', { type: () => Int }) id: number,
    @Args('role') role: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberType> {
    return this.staff.changeRole(id, role as never, staffActor(admin, ipAddress));
  }

  @Mutation(() => StaffMemberType)
  setStaffDisabled(
    @Args('id', { type: () => Int }) id: number,
    @Args('disabled') disabled: boolean,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberType> {
    return this.staff.setDisabled(id, disabled, staffActor(admin, ipAddress));
  }

  @Mutation(() => StaffMemberType)
  resetStaffTwoFactor(
    @Args('id', { type: () => Int }) id: number,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffMemberType> {
    return this.staff.resetTwoFactor(id, staffActor(admin, ipAddress));
  }

  @Mutation(() => StaffSettingsType)
  setRequireTwoFactor(
    @Args('enabled') enabled: boolean,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<StaffSettingsType> {
    return this.staff.updateSettings({ requireTwoFactor: enabled }, staffActor(admin, ipAddress));
  }
}
