import DataLoader from 'dataloader';
import type { OrderDocument } from '../entities/order-document.entity.js';
import { UseGuards } from '@nestjs/common';
import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import { toAdminOrder, toAdminOrderDocument } from './admin-order.view.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderStateService } from '../order-state.service.js';
import {
  AddOrderNoteInput,
  AdminOrderDocumentType,
  AdminOrderFilterInput,
  AdminOrderPageType,
  AdminOrderSortInput,
  AdminOrderTabCountsType,
  AdminOrderType,
  AdminStatsType,
  OrderNoteType,
  PageInput,
  UpdateOrderInput,
} from './admin-orders.types.js';
import { OrderNotesService } from './order-notes.service.js';
import { staffActor } from '../../common/staff-actor.js';

/** Staff order management for the console (GraphQL, code-first); the same service as the REST routes. */
@Resolver(() => AdminOrderType)
@UseGuards(AdminAuthGuard)
export class AdminOrdersResolver {
  /** One loader per request (the GraphQL context object lives exactly as long as the request). */
  /** One loader per GraphQL request (keyed by its context), so nothing is cached across requests. */
  private readonly loaders = new WeakMap<object, DataLoader<number, OrderDocument[]>>();

  constructor(
    private readonly service: AdminOrdersService,
    private readonly orderState: OrderStateService,
    private readonly notes: OrderNotesService,
  ) {}

  @Query(() => AdminOrderPageType, { description: 'One page of orders and the total number of matches' })
  @Allow(Permission.ReadOrders)
  async orders(
    @Args('filter', { type: () => AdminOrderFilterInput, nullable: true }) filter?: AdminOrderFilterInput,
    @Args('sort', { type: () => AdminOrderSortInput, nullable: true }) sort?: AdminOrderSortInput,
    @Args('page', { type: () => PageInput, nullable: true }) page?: PageInput,
  ): Promise<AdminOrderPageType> {
    const { items, total, totalCapped } = await this.service.list(filter ?? {}, sort ?? {}, page ?? {});
    return { items: items.map((order) => toAdminOrder(order)), total, totalCapped };
  }

  @Query(() => AdminOrderTabCountsType, { description: "The status tabs' counts for the same search and office as the list (any status)" })
  @Allow(Permission.ReadOrders)
  orderTabCounts(@Args('filter', { type: () => AdminOrderFilterInput, nullable: true }) filter?: AdminOrderFilterInput): Promise<AdminOrderTabCountsType> {
    return this.service.tabCounts({ search: filter?.search, office: filter?.office });
  }

  @Query(() => AdminOrderType, { nullable: true })
  @Allow(Permission.ReadOrders)
  async order(@Args('id', { type: () => Int }) id: number): Promise<AdminOrderType | null> {
    const order = await this.service.findOne(id);
    return order ? toAdminOrder(order) : null;
  }

  @Query(() => AdminStatsType)
  @Allow(Permission.ReadOrders)
  stats(): Promise<AdminStatsType> {
    return this.service.stats();
  }

  @Mutation(() => OrderNoteType, { description: 'Adds a staff note to the order, with its author and time' })
  @Allow(Permission.UpdateOrders)
  addOrderNote(
    @Args('id', { type: () => Int }) id: number,
    @Args('input', { type: () => AddOrderNoteInput }) input: AddOrderNoteInput,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<OrderNoteType> {
    return this.notes.add(id, input.body, admin, ip);
  }

  @Mutation(() => AdminOrderType)
  @Allow(Permission.UpdateOrders)
  async updateOrder(
    @Args('id', { type: () => Int }) id: number,
    @Args('input', { type: () => UpdateOrderInput }) input: UpdateOrderInput,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<AdminOrderType> {
    return toAdminOrder(await this.service.update(id, input, staffActor(admin, ip)));
  }

  @Mutation(() => AdminOrderType)
  @Allow(Permission.UpdateOrders)
  async updateOrderStatus(
    @Args('id', { type: () => Int }) id: number,
    @Args('status', { type: () => String }) status: string,
    @Args('notes', { type: () => String, nullable: true }) notes: string | null | undefined,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
    @Args('carrier', { type: () => String, nullable: true, description: 'With Shipped: USPS, FEDEX, UPS or DHL' }) carrier?: string | null,
    @Args('trackingNumber', { type: () => String, nullable: true, description: 'With Shipped: the return parcel tracking number' })
    trackingNumber?: string | null,
  ): Promise<AdminOrderType> {
    return toAdminOrder(await this.orderState.updateStatus(id, status, notes, staffActor(admin, ip), { carrier, trackingNumber }));
  }

  @Mutation(() => [AdminOrderType])
  @Allow(Permission.UpdateOrders)
  async bulkUpdateOrderStatus(
    @Args('ids', { type: () => [Int] }) ids: number[],
    @Args('status', { type: () => String }) status: string,
    @Args('notes', { type: () => String, nullable: true }) notes: string | null | undefined,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<AdminOrderType[]> {
    const orders = await this.orderState.bulkUpdateStatus(ids, status, notes, staffActor(admin, ip));
    return orders.map((order) => toAdminOrder(order));
  }

  @Mutation(() => AdminOrderType, { description: 'The order as it was before the (soft) delete' })
  @Allow(Permission.DeleteOrders)
  async deleteOrder(
    @Args('id', { type: () => Int }) id: number,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<AdminOrderType> {
    return toAdminOrder(await this.service.delete(id, staffActor(admin, ip)));
  }

  /** Batch-loaded: a page asking for documents costs one query for all its orders. */
  @ResolveField('documents', () => [AdminOrderDocumentType])
  async documents(@Parent() order: AdminOrderType, @Context() context: object): Promise<AdminOrderDocumentType[]> {
    if (order.documents) return order.documents;
    let loader = this.loaders.get(context);
    if (!loader) {
      // The field resolvers of a page's orders run in the same tick: DataLoader batches them into one query.
      loader = new DataLoader<number, OrderDocument[]>(async (orderIds) => {
        const documents = await this.service.documentsFor(orderIds);
        return orderIds.map((orderId) => documents.get(orderId) ?? []);
      });
      this.loaders.set(context, loader);
    }
    return (await loader.load(order.id)).map(toAdminOrderDocument);
  }
}
