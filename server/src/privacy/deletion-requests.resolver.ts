import { UseGuards } from '@nestjs/common';
import { Args, Field, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { staffActor } from '../common/staff-actor.js';
import type { DeletionRequestView } from './data-deletion.service.js';
import { CreateDeletionRequestDto } from './dto/create-deletion-request.dto.js';
import type { DataDeletionStatus } from './entities/data-deletion-request.entity.js';
import { PrivacyRequestsService } from './privacy-requests.service.js';

enum DeletionRequestStatusEnum {
  pending = 'pending',
  waiting = 'waiting',
  completed = 'completed',
}
registerEnumType(DeletionRequestStatusEnum, { name: 'DeletionRequestStatus' });

@ObjectType('DeletionRequest', { description: "A verified request to delete a person's data, carried out by the deletion job" })
class DeletionRequestType {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => DeletionRequestStatusEnum) status: DataDeletionStatus;
  @Field(() => [String], { description: 'Open orders the deletion waits for' }) waitingForOrders: string[];
  @Field(() => String, { nullable: true, description: 'What the job did, in words' }) outcome: string | null;
  @Field(() => String, { nullable: true }) requestedBy: string | null;
  @Field({ description: 'Statutory answer date (YYYY-MM-DD)' }) respondBy: string;
  @Field() createdAt: string;
  @Field(() => String, { nullable: true }) completedAt: string | null;
}

@ObjectType('DeletionRequestPage')
class DeletionRequestPageType {
  @Field(() => [DeletionRequestType]) items: DeletionRequestType[];
  @Field(() => Int) total: number;
}

const OUTCOME_WORDS: [keyof NonNullable<DeletionRequestView['outcome']>, string][] = [
  ['ordersAnonymised', 'orders'],
  ['documentFilesRemoved', 'document files'],
  ['accountsAnonymised', 'accounts'],
  ['conversationsAnonymised', 'conversations'],
  ['contactMessagesRemoved', 'contact messages'],
  ['emailsRedacted', 'e-mails'],
  ['paymentsAnonymised', 'payments'],
  ['translationQuotesAnonymised', 'translation quotes'],
  ['wholesaleApplicationsAnonymised', 'wholesale applications'],
];

function outcomeText(view: DeletionRequestView): string | null {
  if (view.status !== 'completed' || !view.outcome) return null;
  const parts = OUTCOME_WORDS.flatMap(([key, words]) => {
    const count = view.outcome?.[key];
    return typeof count === 'number' && count > 0 ? [`${count} ${words}`] : [];
  });
  return parts.length > 0 ? `Cleared: ${parts.join(', ')}` : 'Nothing was stored under this address';
}

function toType(view: DeletionRequestView): DeletionRequestType {
  return {
    id: view.id,
    email: view.email,
    note: view.note,
    status: view.status,
    waitingForOrders: view.status === 'waiting' ? (view.outcome?.waitingForOrders ?? []) : [],
    outcome: outcomeText(view),
    requestedBy: view.requestedBy,
    respondBy: view.respondBy,
    createdAt: view.createdAt,
    completedAt: view.completedAt,
  };
}

@Resolver()
@UseGuards(AdminAuthGuard)
export class DeletionRequestsResolver {
  constructor(private readonly requests: PrivacyRequestsService) {}

  @Query(() => DeletionRequestPageType, { description: 'Newest first' })
  @Allow(Permission.ManagePrivacyRequests)
  async deletionRequests(
    @Args('take', { type: () => Int, defaultValue: 25, description: '1 to 100' }) take: number,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip: number,
  ): Promise<DeletionRequestPageType> {
    const [items, total] = await Promise.all([this.requests.list(Math.min(Math.max(take, 1), 100), Math.max(skip, 0)), this.requests.count()]);
    return { items: items.map(toType), total };
  }

  @Query(() => Int, { description: 'Deletion requests not carried out yet' })
  @Allow(Permission.ManagePrivacyRequests)
  openDeletionRequests(): Promise<number> {
    return this.requests.countOpen();
  }

  @Mutation(() => DeletionRequestType, { description: 'Records a verified deletion request; the deletion job starts at once' })
  @Allow(Permission.ManagePrivacyRequests)
  async recordDeletionRequest(
    @Args('input', { type: () => CreateDeletionRequestDto }) input: CreateDeletionRequestDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<DeletionRequestType> {
    return toType(await this.requests.create(input.email, input.note, staffActor(admin, ip)));
  }
}
