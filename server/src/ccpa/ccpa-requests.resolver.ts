import { UseGuards } from '@nestjs/common';
import { Args, Field, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { staffActor } from '../common/staff-actor.js';
import { CcpaRequestsAdminService, type CcpaRequestRow } from './ccpa-requests-admin.service.js';
import type { CcpaRequestStatus } from './entities/ccpa-request.entity.js';

enum OptOutRequestStatusEnum {
  received = 'received',
  acknowledged = 'acknowledged',
  completed = 'completed',
  declined = 'declined',
}
registerEnumType(OptOutRequestStatusEnum, { name: 'OptOutRequestStatus' });

enum OptOutDecisionEnum {
  completed = 'completed',
  declined = 'declined',
}
registerEnumType(OptOutDecisionEnum, { name: 'OptOutDecision' });

@ObjectType('OptOutRequest', { description: 'A "Do Not Sell or Share My Personal Information" request from the public form' })
class OptOutRequestType {
  @Field(() => Int) id: number;
  @Field(() => OptOutRequestStatusEnum) status: CcpaRequestStatus;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field() verificationMethod: string;
  @Field({ description: 'Statutory: acknowledge by (YYYY-MM-DD)' }) acknowledgeBy: string;
  @Field({ description: 'Statutory: answer by (YYYY-MM-DD), the extended date when extended' }) respondBy: string;
  @Field(() => String, { nullable: true }) decisionNote: string | null;
  @Field(() => String, { nullable: true }) decidedBy: string | null;
  @Field(() => String, { nullable: true }) decidedAt: string | null;
  @Field() createdAt: string;
}

@ObjectType('OptOutRequestPage')
class OptOutRequestPageType {
  @Field(() => [OptOutRequestType]) items: OptOutRequestType[];
  @Field(() => Int) total: number;
}

function toType({ request: r, decidedBy }: CcpaRequestRow): OptOutRequestType {
  return {
    id: r.id,
    status: r.status,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    description: r.description,
    verificationMethod: r.verificationMethod,
    acknowledgeBy: r.acknowledgeBy,
    respondBy: r.extendedRespondBy ?? r.respondBy,
    decisionNote: r.decisionNote,
    decidedBy,
    decidedAt: r.completedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

@Resolver()
@UseGuards(AdminAuthGuard)
export class CcpaRequestsResolver {
  constructor(private readonly requests: CcpaRequestsAdminService) {}

  @Query(() => OptOutRequestPageType, { description: 'Open requests first (nearest deadline first), then answered ones, newest first' })
  @Allow(Permission.ManagePrivacyRequests)
  async optOutRequests(
    @Args('open', { type: () => Boolean, nullable: true, description: 'true: open only; false: answered only' }) open: boolean | null,
    @Args('take', { type: () => Int, defaultValue: 25, description: '1 to 100' }) take: number,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip: number,
  ): Promise<OptOutRequestPageType> {
    const page = await this.requests.list(open ?? null, Math.min(Math.max(take, 1), 100), Math.max(skip, 0));
    return { items: page.rows.map(toType), total: page.total };
  }

  @Query(() => Int, { description: 'Opt-out requests still to be answered' })
  @Allow(Permission.ManagePrivacyRequests)
  openOptOutRequests(): Promise<number> {
    return this.requests.countOpen();
  }

  @Mutation(() => OptOutRequestType, { description: 'Completes or declines the request and e-mails the requester the note' })
  @Allow(Permission.ManagePrivacyRequests)
  async decideOptOutRequest(
    @Args('id', { type: () => Int }) id: number,
    @Args('decision', { type: () => OptOutDecisionEnum }) decision: 'completed' | 'declined',
    @Args('note', { type: () => String }) note: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<OptOutRequestType> {
    return toType(await this.requests.decide(id, decision, note, staffActor(admin, ip)));
  }
}
