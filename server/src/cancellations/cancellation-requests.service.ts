import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_NOTE_MAX,
  CANCELLATION_REASON_MAX,
  CANCELLED_STATUS,
  cancellationAllowed,
  cancellationRefund,
  cancellationRefundText,
  formatUsd,
  originalsHaveArrived,
  normalizeOrderStatus,
  refundParts,
  type CancellationRefund,
  type PaidPayment,
} from '@apostille/domain';
import { AuditService } from '../audit/audit.service.js';
import type { StaffActor } from '../common/staff-actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { OrderLookupService, type OrderCancellationFacts } from '../orders/order-lookup.service.js';
import { OrderStateService } from '../orders/order-state.service.js';
import { PaymentRefundsService } from '../payments/payment-refunds.service.js';
import { cancellationApprovedMail, cancellationDeclinedMail, cancellationRequestedMail, type CancellationMailInput } from './cancellation-mails.js';
import { CancellationRequest } from './entities/cancellation-request.entity.js';

/** A customer may ask again after a decline, but not without end. */
const MAX_REQUESTS_PER_ORDER = 3;
const DEFAULT_APPROVAL_NOTE = "Cancelled at the customer's request";

/** What the customer's dialog and the staff's panel show before anything is decided. */
export interface CancellationPreview {
  orderNumber: string;
  allowed: boolean;
  refund: CancellationRefund;
  refundText: string;
  request: CancellationRequest | null;
}

/** A request with its order, for the console. */
export interface CancellationRequestRow {
  request: CancellationRequest;
  order: OrderCancellationFacts | null;
  /** Fixed at approval; for a waiting request, what approving now would give back. */
  refundCents: number;
  refundText: string;
}

export interface CustomerAccount {
  id: number;
  emailVerified: boolean;
}

/**
 * Cancellation at the customer's request (Terms, "Cancellations and refunds"): the customer asks,
 * staff approve or decline, and an approval cancels the order and refunds what the Terms allow in
 * one decision. The money leaves only after the cancellation is committed, part by part under each
 * payment's lock with the provider's idempotency key, so a crash, a retry or two approvals meeting
 * can never refund twice; a refund the provider refused stays pending and the scheduled retry
 * carries it out.
 */
@Injectable()
export class CancellationRequestsService {
  private readonly logger = new Logger('Cancellations');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly orders: OrderLookupService,
    private readonly orderState: OrderStateService,
    private readonly refunds: PaymentRefundsService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** What cancelling this order of the account would give back, and any request already made. */
  async preview(customer: CustomerAccount, orderNumber: string): Promise<CancellationPreview> {
    const order = await this.accountOrder(customer, orderNumber);
    const refund = await this.refundFor(order);
    return {
      orderNumber: order.orderNumber,
      allowed: cancellationAllowed(order.status),
      refund,
      refundText: cancellationRefundText(refund),
      request: await this.latestRequest(order.id),
    };
  }

  /** The customer asks; one waiting request per order, however many clicks or tabs. */
  async request(customer: CustomerAccount, orderNumber: string, rawReason: unknown, ipAddress: string | null): Promise<CancellationRequest> {
    const reason = requireReason(rawReason);
    const order = await this.accountOrder(customer, orderNumber);
    if (order.status === CANCELLED_STATUS) throw new ConflictException(CANCELLATION_MESSAGES.alreadyCancelled);
    if (!cancellationAllowed(order.status)) throw new ConflictException(CANCELLATION_MESSAGES.notAllowed);
    const refund = await this.refundFor(order);
    return this.unitOfWork.run(async (manager) => {
      const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM cancellation_requests WHERE order_id = $1`, [order.id]);
      if (count >= MAX_REQUESTS_PER_ORDER) throw new ConflictException(CANCELLATION_MESSAGES.tooManyRequests);
      // The partial unique index decides between two requests meeting: the second inserts nothing.
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO cancellation_requests (order_id, customer_id, reason, status_at_request)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_id) WHERE status IN ('open', 'approved') DO NOTHING
         RETURNING id`,
        [order.id, customer.id, reason, order.status],
      );
      if (inserted.length === 0) throw new ConflictException(CANCELLATION_MESSAGES.alreadyRequested);
      const request = await manager.getRepository(CancellationRequest).findOneByOrFail({ id: inserted[0].id });
      await this.audit.record({
        actorType: 'customer',
        actorId: customer.id,
        action: 'order.cancellation_requested',
        orderId: order.id,
        details: { orderNumber: order.orderNumber, requestId: request.id, status: order.status, reason },
        ipAddress,
      });
      await this.outbox.add(cancellationRequestedMail(this.mailInput(order, cancellationRefundText(refund))));
      this.logger.log(`order ${order.orderNumber}: cancellation requested by the customer (request ${request.id}), waiting for staff`);
      return request;
    });
  }

  /** The newest request of each order of the account that has one (the dashboard's rows). */
  async ofCustomer(customer: CustomerAccount): Promise<{ orderNumber: string; request: CancellationRequest }[]> {
    const requests = await this.unitOfWork.manager
      .getRepository(CancellationRequest)
      .createQueryBuilder('r')
      .distinctOn(['r.orderId'])
      .where('r.customerId = :customerId', { customerId: customer.id })
      .orderBy('r.orderId')
      .addOrderBy('r.id', 'DESC')
      .getMany();
    const numbers = await this.orders.orderNumbersByIds(requests.map((request) => request.orderId));
    return requests.flatMap((request) => {
      const orderNumber = numbers.get(request.orderId);
      return orderNumber ? [{ orderNumber, request }] : [];
    });
  }

  /** Requests for the console, waiting ones first (oldest first), then decided ones newest first. */
  async list(status: string | null, take: number, skip: number): Promise<{ rows: CancellationRequestRow[]; total: number }> {
    const query = this.unitOfWork.manager.getRepository(CancellationRequest).createQueryBuilder('r');
    if (status) query.where('r.status = :status', { status });
    const [requests, total] = await query
      .orderBy(`CASE WHEN r.status = 'open' THEN 0 ELSE 1 END`)
      .addOrderBy(`CASE WHEN r.status = 'open' THEN r.created_at END`, 'ASC')
      .addOrderBy('r.created_at', 'DESC')
      .take(take)
      .skip(skip)
      .getManyAndCount();
    return { rows: await this.withOrders(requests), total };
  }

  /** The order page's panel: its newest request, if any. */
  async ofOrder(orderId: number): Promise<CancellationRequestRow | null> {
    const request = await this.latestRequest(orderId);
    if (!request) return null;
    const [row] = await this.withOrders([request]);
    return row;
  }

  async countOpen(): Promise<number> {
    return this.unitOfWork.manager.getRepository(CancellationRequest).countBy({ status: 'open' });
  }

  /**
   * Staff approve: the order becomes Cancelled, the refund is fixed and the customer is told, in
   * one transaction under the request's and the order's locks; then the money goes back.
   */
  async approve(id: number, rawNote: unknown, actor: StaffActor): Promise<CancellationRequestRow> {
    const note = optionalNote(rawNote);
    await this.unitOfWork.run(async (manager) => {
      const request = await this.lockOpenRequest(id);
      const before = await this.orderState.cancel(request.orderId, note ?? DEFAULT_APPROVAL_NOTE, { adminId: actor.adminId, ipAddress: actor.ipAddress });
      const [order] = [...(await this.orders.cancellationFactsOf([request.orderId])).values()];
      const originalsArrived = before.originalsReceivedAt !== null || originalsHaveArrived(normalizeOrderStatus(before.status) ?? 'pending');
      const refund = cancellationRefund({
        payments: await this.refunds.paidPaymentsOfOrder(request.orderId),
        originalsArrived,
        returnShippingCents: order.returnShippingCents,
      });
      await manager.getRepository(CancellationRequest).update(id, {
        status: 'approved',
        decidedByAdminId: actor.adminId,
        decisionNote: note,
        decidedAt: new Date(),
        refundCents: refund.refundCents,
        refundStatus: refund.refundCents > 0 ? 'pending' : 'none',
      });
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'order.cancellation_approved',
        orderId: request.orderId,
        details: {
          orderNumber: order.orderNumber,
          requestId: id,
          refundCents: refund.refundCents,
          paidCents: refund.paidCents,
          deductions: refund.deductions,
          note,
        },
        ipAddress: actor.ipAddress,
      });
      await this.outbox.add(cancellationApprovedMail({ ...this.mailInput(order, cancellationRefundText(refund)), originalsReturned: originalsArrived }));
      this.logger.log(`order ${order.orderNumber} cancelled by staff ${actor.adminId} (request ${id}); ${refund.refundCents} cents to refund`);
    });
    await this.carryOutRefund(id);
    return (await this.ofOrderRequest(id)) as CancellationRequestRow;
  }

  /** Staff decline with a reason the customer reads; the order goes on as before. */
  async decline(id: number, rawNote: unknown, actor: StaffActor): Promise<CancellationRequestRow> {
    const note = optionalNote(rawNote);
    if (!note) throw new BadRequestException(CANCELLATION_MESSAGES.declineNeedsNote);
    await this.unitOfWork.run(async (manager) => {
      const request = await this.lockOpenRequest(id);
      const order = (await this.orders.cancellationFactsOf([request.orderId])).get(request.orderId);
      await manager
        .getRepository(CancellationRequest)
        .update(id, { status: 'declined', decidedByAdminId: actor.adminId, decisionNote: note, decidedAt: new Date() });
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'order.cancellation_declined',
        orderId: request.orderId,
        details: { orderNumber: order?.orderNumber ?? null, requestId: id, note },
        ipAddress: actor.ipAddress,
      });
      if (order) await this.outbox.add(cancellationDeclinedMail(this.mailInput(order, note)));
    });
    return (await this.ofOrderRequest(id)) as CancellationRequestRow;
  }

  /** Refunds still pending (the provider failed at approval): the scheduled retry, or staff's "Retry refund". */
  async retryPendingRefunds(): Promise<{ refunded: number; pending: number }> {
    const pending = await this.unitOfWork.manager
      .getRepository(CancellationRequest)
      .find({ select: { id: true }, where: { refundStatus: 'pending' }, take: 100 });
    let refunded = 0;
    for (const { id } of pending) if (await this.carryOutRefund(id)) refunded += 1;
    return { refunded, pending: pending.length - refunded };
  }

  async retryRefund(id: number): Promise<CancellationRequestRow> {
    const row = await this.ofOrderRequest(id);
    if (!row) throw new NotFoundException(CANCELLATION_MESSAGES.requestNotFound);
    if (row.request.refundStatus === 'pending') await this.carryOutRefund(id);
    return (await this.ofOrderRequest(id)) as CancellationRequestRow;
  }

  /**
   * Gives the approved refund back, payment by payment, each in its own transaction under the
   * payment's lock (a part already given back is passed by). Answers whether it is all back now;
   * when the provider refuses, the reason is kept for staff and the request stays pending.
   */
  private async carryOutRefund(id: number): Promise<boolean> {
    const repository = this.unitOfWork.manager.getRepository(CancellationRequest);
    const request = await repository.findOneBy({ id });
    if (!request || request.refundStatus !== 'pending' || request.refundCents === null) return request?.refundStatus === 'refunded';
    const refundCents = request.refundCents;
    try {
      const payments = await this.refunds.paidPaymentsOfOrder(request.orderId);
      const reason = `order cancelled at the customer's request (cancellation ${id})`;
      for (const part of refundParts(payments, refundCents)) {
        await this.unitOfWork.run(() => this.refunds.refundOrderPayment(part.paymentId, part.amountCents, `cancellation:${id}:${part.paymentId}`, reason));
      }
      await this.unitOfWork.run(async (manager) => {
        const [, affected]: [unknown, number] = await manager.query(
          `UPDATE cancellation_requests SET refund_status = 'refunded', refunded_at = now(), refund_error = NULL, updated_at = now()
            WHERE id = $1 AND refund_status = 'pending'`,
          [id],
        );
        if (affected === 1) {
          await this.audit.record({
            actorType: 'system',
            actorId: null,
            action: 'order.cancellation_refunded',
            orderId: request.orderId,
            details: { requestId: id, refundCents },
          });
        }
      });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repository.update(id, { refundError: message.slice(0, 500) });
      this.logger.warn(
        `cancellation ${id}: refund of ${refundCents} cents not carried out yet (retried every few minutes, or "Retry refund" in the console): ${message}`,
      );
      return false;
    }
  }

  private async lockOpenRequest(id: number): Promise<CancellationRequest> {
    const request = await this.unitOfWork.manager
      .getRepository(CancellationRequest)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :id', { id })
      .getOne();
    if (!request) throw new NotFoundException(CANCELLATION_MESSAGES.requestNotFound);
    if (request.status !== 'open') throw new ConflictException(CANCELLATION_MESSAGES.requestDecided);
    return request;
  }

  private async ofOrderRequest(id: number): Promise<CancellationRequestRow | null> {
    const request = await this.unitOfWork.manager.getRepository(CancellationRequest).findOneBy({ id });
    if (!request) return null;
    const [row] = await this.withOrders([request]);
    return row;
  }

  private async latestRequest(orderId: number): Promise<CancellationRequest | null> {
    return this.unitOfWork.manager.getRepository(CancellationRequest).findOne({ where: { orderId }, order: { id: 'DESC' } });
  }

  private async withOrders(requests: CancellationRequest[]): Promise<CancellationRequestRow[]> {
    const orderIds = [...new Set(requests.map((request) => request.orderId))];
    const orders = await this.orders.cancellationFactsOf(orderIds);
    // Only waiting requests are priced now (decided ones keep their fixed amount): one query for all of them.
    const waiting = requests.filter((request) => request.refundCents === null).map((request) => request.orderId);
    const payments = await this.refunds.paidPaymentsOfOrders([...new Set(waiting)]);
    const rows: CancellationRequestRow[] = [];
    for (const request of requests) {
      const order = orders.get(request.orderId) ?? null;
      if (request.refundCents !== null) {
        rows.push({ request, order, refundCents: request.refundCents, refundText: fixedRefundText(request.refundCents) });
        continue;
      }
      const refund = order ? refundOf(order, payments.get(order.id) ?? []) : null;
      rows.push({ request, order, refundCents: refund?.refundCents ?? 0, refundText: refund ? cancellationRefundText(refund) : '' });
    }
    return rows;
  }

  private async refundFor(order: OrderCancellationFacts): Promise<CancellationRefund> {
    return refundOf(order, await this.refunds.paidPaymentsOfOrder(order.id));
  }

  private async accountOrder(customer: CustomerAccount, orderNumber: string): Promise<OrderCancellationFacts> {
    const order = await this.orders.accountOrderByNumber(customer, orderNumber);
    if (!order) throw new NotFoundException(CANCELLATION_MESSAGES.orderNotFound);
    return order;
  }

  private mailInput(order: OrderCancellationFacts, detail: string): CancellationMailInput {
    return {
      orderId: order.id,
      recipient: order.customerEmail,
      firstName: order.customerFirstName,
      orderNumber: order.orderNumber,
      detail,
      publicUrl: this.config.publicUrl,
      supportEmail: this.config.supportEmail,
    };
  }
}

/** What cancelling the order now would give back, from its paid payments. */
function refundOf(order: OrderCancellationFacts, payments: PaidPayment[]): CancellationRefund {
  return cancellationRefund({
    payments,
    originalsArrived: order.originalsReceivedAt !== null || originalsHaveArrived(normalizeOrderStatus(order.status) ?? 'pending'),
    returnShippingCents: order.returnShippingCents,
  });
}

/** After approval the amount is fixed: say what it is, not what approving would give. */
function fixedRefundText(refundCents: number): string {
  return refundCents > 0 ? `Refund of ${formatUsd(refundCents)}.` : 'Nothing to refund.';
}

function requireReason(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw new BadRequestException(CANCELLATION_MESSAGES.reasonNotText);
  const reason = raw.trim();
  if (reason.length > CANCELLATION_REASON_MAX) throw new BadRequestException(CANCELLATION_MESSAGES.reasonTooLong);
  return reason || null;
}

function optionalNote(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw new BadRequestException(CANCELLATION_MESSAGES.noteNotText);
  const note = raw.trim();
  if (note.length > CANCELLATION_NOTE_MAX) throw new BadRequestException(CANCELLATION_MESSAGES.noteTooLong);
  return note || null;
}
