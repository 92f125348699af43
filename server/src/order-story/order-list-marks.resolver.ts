import { UseGuards } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { OrderUnreadMessagesService } from '../messaging/order-unread-messages.service.js';
import { AdminOrderType } from '../orders/admin/admin-orders.types.js';
import { OrderPaidService } from '../payments/order-paid.service.js';

interface MarkLoaders {
  paid: DataLoader<number, boolean>;
  unread: DataLoader<number, boolean>;
}

/**
 * The marks of each row of the staff orders list: paid or not (payments/) and unread customer
 * messages (messaging/). Each asks its owner's service once for all the orders of a response
 * (DataLoader batches the fields of a page, resolved in the same tick), never once per row.
 */
@Resolver(() => AdminOrderType)
@UseGuards(AdminAuthGuard)
export class OrderListMarksResolver {
  /** One pair of loaders per GraphQL request (keyed by its context), so nothing is cached across requests. */
  private readonly loaders = new WeakMap<object, MarkLoaders>();

  constructor(
    private readonly payments: OrderPaidService,
    private readonly messages: OrderUnreadMessagesService,
  ) {}

  @ResolveField('paid', () => Boolean, { description: 'The order is paid: its own payment succeeded, or a payment link sent for it was paid' })
  @Allow(Permission.ReadOrders)
  paid(@Parent() order: AdminOrderType, @Context() context: object): Promise<boolean> {
    return this.loadersOf(context).paid.load(order.id);
  }

  @ResolveField('hasUnreadMessages', () => Boolean, { description: 'A conversation of the order has a customer message no staff member has read' })
  @Allow(Permission.ReadOrders)
  hasUnreadMessages(@Parent() order: AdminOrderType, @Context() context: object): Promise<boolean> {
    return this.loadersOf(context).unread.load(order.id);
  }

  private loadersOf(context: object): MarkLoaders {
    let loaders = this.loaders.get(context);
    if (!loaders) {
      loaders = {
        paid: new DataLoader<number, boolean>(async (ids) => {
          const paid = await this.payments.paidOrderIds(ids);
          return ids.map((id) => paid.has(id));
        }),
        unread: new DataLoader<number, boolean>(async (ids) => {
          const unread = await this.messages.ordersWithUnreadMessages(ids);
          return ids.map((id) => unread.has(id));
        }),
      };
      this.loaders.set(context, loaders);
    }
    return loaders;
  }
}
