import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_BULK_STATUS_MAX_ORDERS,
  ADMIN_MESSAGES,
  ADMIN_ORDER_MESSAGES,
  CANCELLATION_MESSAGES,
  CANCELLED_STATUS,
  cancellationAllowed,
  isReturnCarrier,
  normalizeOrderStatus,
  normalizeTrackingNumber,
  originalsHaveArrived,
  SHIPMENT_MESSAGES,
  type OrderStatus,
  type ReturnCarrier,
} from '@apostille/domain';
import { type EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainEventBus } from '../events/domain-event-bus.js';
import type { OrderChangeActor } from '../common/staff-actor.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OrderStatusHistory } from './entities/order-status-history.entity.js';
import { Order } from './entities/order.entity.js';

/**
 * The one owner of an order's status. Staff (single and bulk), automation rules and whatever a
 * packing-slip scan sets off all change it here, so the rules of a change hold for everyone: the
 * orders are locked, an order already in the status is left alone, and each real change writes a
 * history row, an audit row and an `order.status_changed` event, whose subscribers (the customer's
 * status e-mail) run in the same transaction.
 */
@Injectable()
export class OrderStateService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditService,
    private readonly events: DomainEventBus,
  ) {}

  /**
   * Sets any known status (no transition rules, requirements A4) with a history row naming the actor.
   * With Shipped, staff may record the return parcel's carrier and tracking number (the Shipped
   * e-mail and tracking link to the carrier's page).
   */
  async updateStatus(id: number, rawStatus: string, notes: string | null | undefined, actor: OrderChangeActor, shipment?: ShipmentInput): Promise<Order> {
    const status = requireStatus(rawStatus);
    const parcel = requireShipment(status, shipment);
    // Staff are told; a rule asking for the status the order already has simply does nothing.
    const [order] = await this.changeStatus([id], status, notes, actor, actor.ruleId === undefined ? 'refuse' : 'ignore', parcel);
    return order;
  }

  /**
   * A rule's status change of many orders at once, in the caller's unit of work (the automation
   * engine's batch of events): as updateStatus for each, one statement per kind of row for all.
   */
  async updateStatusMany(ids: readonly number[], rawStatus: string, notes: string | null, actor: OrderChangeActor): Promise<Order[]> {
    return this.changeStatus([...new Set(ids)], requireStatus(rawStatus), notes, actor, 'ignore');
  }

  /**
   * Cancels an order whose cancellation request staff approved, in the caller's unit of work (the
   * approval, which refunds in the same breath). Under the order's lock the order must still be
   * before Authentication in Progress; answers the order as it was before.
   */
  async cancel(id: number, note: string | null, actor: OrderChangeActor): Promise<Order> {
    return this.unitOfWork.run(async (manager) => {
      const order = await manager.getRepository(Order).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
      if (!order) throw new NotFoundException(ADMIN_ORDER_MESSAGES.orderNotFound);
      if (order.status === CANCELLED_STATUS) throw new ConflictException(CANCELLATION_MESSAGES.alreadyCancelled);
      if (!cancellationAllowed(order.status)) throw new ConflictException(CANCELLATION_MESSAGES.tooLateToApprove);
      await this.recordStatusChange(manager, [order], CANCELLED_STATUS, note, actor, null);
      return order;
    });
  }

  /**
   * One transaction for every order: one history row and one audit row each. An order deleted (or
   * never there) by the time the change runs is passed by, not failing the others: the answer lists
   * the orders changed or already in the status, so the caller can name those left out.
   */
  async bulkUpdateStatus(ids: readonly number[], rawStatus: string, notes: string | null | undefined, actor: OrderChangeActor): Promise<Order[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new BadRequestException(ADMIN_MESSAGES.noOrdersSelected);
    if (unique.length > ADMIN_BULK_STATUS_MAX_ORDERS) throw new BadRequestException(ADMIN_ORDER_MESSAGES.tooManyOrders);
    const status = requireStatus(rawStatus);
    return this.changeStatus(unique, status, notes, actor, 'ignore', null, 'skip');
  }

  /**
   * Orders already in `status` are left as they are (no history, audit, event or e-mail): the
   * check is made under the orders' locks, so two changes to one status meeting at once make one
   * change. `sameStatus: 'refuse'` answers 409 when no order would change (a staff member's single change).
   * `missing: 'skip'` passes by ids that name no live order; otherwise one such id refuses the lot (404).
   */
  private async changeStatus(
    ids: number[],
    status: OrderStatus,
    notes: string | null | undefined,
    actor: OrderChangeActor,
    sameStatus: 'refuse' | 'ignore',
    parcel: ReturnParcel | null = null,
    missing: 'refuse' | 'skip' = 'refuse',
  ): Promise<Order[]> {
    const note = notes?.trim() || null;
    return this.unitOfWork.run(async (manager) => {
      // Locked in id order so two overlapping bulk updates cannot deadlock.
      const orders = await manager
        .getRepository(Order)
        .createQueryBuilder('o')
        .setLock('pessimistic_write')
        .where('o.id = ANY(:ids)', { ids })
        .orderBy('o.id', 'ASC')
        .getMany();
      if (orders.length !== ids.length && missing === 'refuse') throw new NotFoundException(ADMIN_ORDER_MESSAGES.orderNotFound);
      // A cancelled order was refunded: nothing moves it again (a bulk change or a rule passes it by).
      if (sameStatus === 'refuse' && orders.some((order) => order.status === CANCELLED_STATUS)) {
        throw new ConflictException(CANCELLATION_MESSAGES.cancelledIsFinal);
      }
      const changing = orders.filter((order) => order.status !== status && order.status !== CANCELLED_STATUS);
      if (changing.length === 0 && sameStatus === 'refuse') throw new ConflictException(ADMIN_ORDER_MESSAGES.alreadyInStatus);
      if (changing.length > 0) await this.recordStatusChange(manager, changing, status, note, actor, parcel);
      const updated = await manager.getRepository(Order).find({ where: { id: In(ids) } });
      const byId = new Map(updated.map((order) => [order.id, order]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    });
  }

  /** The new status of locked orders, with a history row, an audit row and an event each. */
  private async recordStatusChange(
    manager: EntityManager,
    orders: Order[],
    status: OrderStatus,
    note: string | null,
    actor: OrderChangeActor,
    parcel: ReturnParcel | null,
  ): Promise<void> {
    const ids = orders.map((order) => order.id);
    const shipment = parcel ? { returnCarrier: parcel.carrier, returnTrackingNumber: parcel.trackingNumber } : {};
    // The first arrival is kept: a later step back and forth must not move the customer's firm date.
    await manager
      .getRepository(Order)
      .createQueryBuilder()
      .update()
      .set(
        originalsHaveArrived(status) ? { status, ...shipment, originalsReceivedAt: () => 'COALESCE("originals_received_at", now())' } : { status, ...shipment },
      )
      .whereInIds(ids)
      .execute();
    await manager
      .getRepository(OrderStatusHistory)
      .insert(orders.map((order) => ({ orderId: order.id, oldStatus: order.status, newStatus: status, notes: note, changedByAdminId: actor.adminId })));
    await this.audit.recordMany(
      orders.map((order) => ({
        actorType: actor.ruleId === undefined ? ('admin' as const) : ('system' as const),
        actorId: actor.ruleId ?? actor.adminId,
        action: 'order.status_changed',
        orderId: order.id,
        details: {
          orderNumber: order.orderNumber,
          from: order.status,
          to: status,
          notes: note,
          ...(parcel ? { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber } : {}),
          ...(actor.ruleId === undefined ? {} : { ruleId: actor.ruleId }),
        },
        ipAddress: actor.ipAddress,
      })),
    );
    // The customer's status e-mail is a subscriber of these events (customer-notifications/status-change-mail.subscriber.ts).
    await this.events.publish(
      orders.map((order) => ({
        type: 'order.status_changed' as const,
        payload:
          actor.ruleId === undefined
            ? { orderId: order.id, from: order.status, to: status, actorType: 'admin', actorId: actor.adminId }
            : { orderId: order.id, from: order.status, to: status, actorType: 'automation', ruleId: actor.ruleId, ruleChainDepth: actor.ruleChainDepth ?? 1 },
      })),
    );
  }
}

/** What staff type for the return parcel with the status Shipped. */
export interface ShipmentInput {
  carrier?: string | null;
  trackingNumber?: string | null;
}

interface ReturnParcel {
  carrier: ReturnCarrier;
  trackingNumber: string;
}

/** The parcel to record, checked before anything is locked; null when none was typed. */
function requireShipment(status: OrderStatus, input: ShipmentInput | undefined): ReturnParcel | null {
  const carrier = input?.carrier?.trim() || null;
  const typed = input?.trackingNumber?.trim() || null;
  if (!carrier && !typed) return null;
  if (status !== 'shipped') throw new BadRequestException(SHIPMENT_MESSAGES.onlyWhenShipped);
  if (!isReturnCarrier(carrier)) throw new BadRequestException(typed && !carrier ? SHIPMENT_MESSAGES.trackingNeedsCarrier : SHIPMENT_MESSAGES.unknownCarrier);
  const trackingNumber = typed ? normalizeTrackingNumber(typed) : null;
  if (!trackingNumber) throw new BadRequestException(SHIPMENT_MESSAGES.badTrackingNumber);
  return { carrier, trackingNumber };
}

/** A status staff or a rule may set: any of the lifecycle; Cancelled only through an approved request (which refunds). */
function requireStatus(raw: string): OrderStatus {
  const status = normalizeOrderStatus(raw?.trim());
  if (!status) throw new BadRequestException(ADMIN_ORDER_MESSAGES.unknownStatus);
  if (status === CANCELLED_STATUS) throw new BadRequestException(CANCELLATION_MESSAGES.statusReserved);
  return status;
}
