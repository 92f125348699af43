import { UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { centsToDollars } from '@apostille/domain';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { PaymentRefundsService } from '../payments/payment-refunds.service.js';

@ObjectType('RefundedCheckout')
class RefundedCheckoutType {
  @Field() paymentIntentId: string;
  @Field() provider: string;
  @Field(() => Float, { description: 'Dollars' }) amount: number;
  @Field(() => String, { nullable: true }) customerEmail: string | null;
  @Field(() => String, { nullable: true, description: 'Why no order came of the payment' }) reason: string | null;
  @Field({ description: "'pending' (being refunded) or 'refunded'" }) status: string;
  @Field({ description: 'When the intent was made (ISO)' }) createdAt: string;
  @Field(() => String, { nullable: true, description: 'When the provider confirmed the refund (ISO)' }) refundedAt: string | null;
}

@ObjectType('RefundedCheckoutPage')
class RefundedCheckoutPageType {
  @Field(() => [RefundedCheckoutType]) items: RefundedCheckoutType[];
  @Field(() => Int) total: number;
}

/** The console's list of checkouts whose payment was refunded because no order could come of it. */
@Resolver()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ReadOrders)
export class RefundedCheckoutsResolver {
  constructor(private readonly refunds: PaymentRefundsService) {}

  @Query(() => RefundedCheckoutPageType)
  async refundedCheckouts(
    @Args('take', { type: () => Int, defaultValue: 25, description: '1 to 100' }) take: number,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip: number,
  ): Promise<RefundedCheckoutPageType> {
    const page = await this.refunds.refunded(Math.min(Math.max(take, 1), 100), Math.max(skip, 0));
    return {
      total: page.total,
      items: page.rows.map((row) => ({
        paymentIntentId: row.paymentIntentId,
        provider: row.provider,
        amount: centsToDollars(row.amountCents),
        customerEmail: row.customerEmail,
        reason: row.reason,
        status: row.status,
        createdAt: row.paidAt.toISOString(),
        refundedAt: row.refundedAt?.toISOString() ?? null,
      })),
    };
  }
}
