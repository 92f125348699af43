import { UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { centsToDollars, type CancellationRefundStatus, type CancellationRequestStatus } from '@apostille/domain';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { staffActor } from '../common/staff-actor.js';
import { CancellationRequestsService, type CancellationRequestRow } from './cancellation-requests.service.js';

enum CancellationRequestStatusEnum {
  open = 'open',
  approved = 'approved',
  declined = 'declined',
}
registerEnumType(CancellationRequestStatusEnum, { name: 'CancellationRequestStatus' });

enum CancellationRefundStatusEnum {
  none = 'none',
  pending = 'pending',
  refunded = 'refunded',
}
registerEnumType(CancellationRefundStatusEnum, { name: 'CancellationRefundStatus' });

@ObjectType('CancellationRequest')
class CancellationRequestType {
  @Field(() => Int) id: number;
  @Field(() => Int) orderId: number;
  @Field(() => String, { nullable: true, description: 'Null once the order is deleted' }) orderNumber: string | null;
  @Field(() => String, { nullable: true }) customerName: string | null;
  @Field(() => String, { nullable: true }) customerEmail: string | null;
  @Field(() => String, { nullable: true, description: "The customer's reason" }) reason: string | null;
  @Field(() => CancellationRequestStatusEnum) status: CancellationRequestStatus;
  @Field({ description: 'The order status when the customer asked' }) statusAtRequest: string;
  @Field(() => String, { nullable: true, description: 'The order status now' }) orderStatus: string | null;
  @Field(() => Float, { description: 'Dollars: fixed at approval; for a waiting request, what approving now gives back' }) refund: number;
  @Field({ description: 'How the refund is reached, in words for staff and customer' }) refundText: string;
  @Field(() => CancellationRefundStatusEnum) refundStatus: CancellationRefundStatus;
  @Field(() => String, { nullable: true, description: "The card processor's answer while the refund is pending" }) refundError: string | null;
  @Field(() => String, { nullable: true }) decisionNote: string | null;
  @Field(() => Int, { nullable: true }) decidedByAdminId: number | null;
  @Field() createdAt: string;
  @Field(() => String, { nullable: true }) decidedAt: string | null;
}

@ObjectType('CancellationRequestPage')
class CancellationRequestPageType {
  @Field(() => [CancellationRequestType]) items: CancellationRequestType[];
  @Field(() => Int) total: number;
}

function toType(row: CancellationRequestRow): CancellationRequestType {
  const { request, order } = row;
  return {
    id: request.id,
    orderId: request.orderId,
    orderNumber: order?.orderNumber ?? null,
    customerName: order ? `${order.customerFirstName} ${order.customerLastName}`.trim() : null,
    customerEmail: order?.customerEmail ?? null,
    reason: request.reason,
    status: request.status,
    statusAtRequest: request.statusAtRequest,
    orderStatus: order?.status ?? null,
    refund: centsToDollars(row.refundCents),
    refundText: row.refundText,
    refundStatus: request.refundStatus,
    refundError: request.refundStatus === 'pending' ? request.refundError : null,
    decisionNote: request.decisionNote,
    decidedByAdminId: request.decidedByAdminId,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

/** Staff's side of cancellation requests: every staff account reads them; approving or declining gives money back or refuses it, so only admins and owners decide. */
@Resolver()
@UseGuards(AdminAuthGuard)
export class CancellationRequestsResolver {
  constructor(private readonly cancellations: CancellationRequestsService) {}

  @Query(() => CancellationRequestPageType, { description: 'Waiting requests first (oldest first), then decided ones, newest first' })
  @Allow(Permission.ReadOrders)
  async cancellationRequests(
    @Args('status', { type: () => CancellationRequestStatusEnum, nullable: true }) status: CancellationRequestStatus | null,
    @Args('take', { type: () => Int, defaultValue: 25, description: '1 to 100' }) take: number,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip: number,
  ): Promise<CancellationRequestPageType> {
    const page = await this.cancellations.list(status ?? null, Math.min(Math.max(take, 1), 100), Math.max(skip, 0));
    return { items: page.rows.map(toType), total: page.total };
  }

  @Query(() => CancellationRequestType, { nullable: true, description: "The order's newest cancellation request" })
  @Allow(Permission.ReadOrders)
  async orderCancellationRequest(@Args('orderId', { type: () => Int }) orderId: number): Promise<CancellationRequestType | null> {
    const row = await this.cancellations.ofOrder(orderId);
    return row ? toType(row) : null;
  }

  @Query(() => Int, { description: 'Requests waiting for a decision' })
  @Allow(Permission.ReadOrders)
  openCancellationRequests(): Promise<number> {
    return this.cancellations.countOpen();
  }

  @Mutation(() => CancellationRequestType, { description: 'Cancels the order and refunds what the Terms allow' })
  @Allow(Permission.DecideCancellations)
  async approveCancellationRequest(
    @Args('id', { type: () => Int }) id: number,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<CancellationRequestType> {
    return toType(await this.cancellations.approve(id, note, staffActor(admin, ip)));
  }

  @Mutation(() => CancellationRequestType, { description: 'Declines with a reason the customer reads; the order goes on' })
  @Allow(Permission.DecideCancellations)
  async declineCancellationRequest(
    @Args('id', { type: () => Int }) id: number,
    @Args('note', { type: () => String }) note: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<CancellationRequestType> {
    return toType(await this.cancellations.decline(id, note, staffActor(admin, ip)));
  }

  @Mutation(() => CancellationRequestType, { description: 'Tries a pending refund again now' })
  @Allow(Permission.DecideCancellations)
  async retryCancellationRefund(@Args('id', { type: () => Int }) id: number): Promise<CancellationRequestType> {
    return toType(await this.cancellations.retryRefund(id));
  }
}
