import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { OutboxService } from '../notifications/outbox.service.js';
import type { Payment } from './entities/payment.entity.js';
import { PaymentGateway } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { refundMail } from './refund-mail.js';
import type { PaidPayment } from '@apostille/domain';
import { UnitOfWork } from '../database/unit-of-work.js';

/** A refunded payment as staff see it in the console's list. */
export interface RefundedPayment {
  paymentIntentId: string;
  provider: string;
  amountCents: number;
  customerEmail: string | null;
  reason: string | null;
  status: 'pending' | 'refunded';
  paidAt: Date;
  refundedAt: Date | null;
}

/**
 * Refunds of payments that could not become an order. A refund is first requested (in the
 * transaction that found the order impossible, under the payment's lock, so it can never meet an
 * order of the same payment), then carried out with the provider: once, whatever retries happen.
 */
@Injectable()
export class PaymentRefundsService {
  private readonly logger = new Logger('PaymentRefunds');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /** Marks a locked payment without an order as to be refunded. False when it has an order or a refund already. */
  async request(payment: Payment, reason: string): Promise<boolean> {
    const manager = this.unitOfWork.manager;
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE payments SET refund_status = 'pending', refund_reason = $2, updated_at = now()
        WHERE id = $1 AND order_id IS NULL AND refund_status IS NULL`,
      [payment.id, reason.slice(0, 500)],
    );
    if (affected === 1) this.logger.warn(`payment ${payment.paymentIntentId} (${payment.amountCents} cents) will be refunded: ${reason}`);
    return affected === 1;
  }

  /**
   * Refunds a requested refund with the provider, then records it, audits it and e-mails the
   * customer in one transaction. The provider's idempotency key makes a retry after a crash between
   * the two harmless. Answers whether the payment is refunded now.
   */
  async carryOut(paymentIntentId: string): Promise<boolean> {
    return this.unitOfWork.run(async (manager) => {
      const payment = await this.payments.lockPayment(paymentIntentId);
      if (!payment || payment.refundStatus !== 'pending') return payment?.refundStatus === 'refunded';
      await this.gateway.refund(paymentIntentId, `refund:${paymentIntentId}`);
      await manager.query(
        `UPDATE payments SET refund_status = 'refunded', refunded_cents = amount_cents, refunded_at = now(), updated_at = now() WHERE id = $1`,
        [payment.id],
      );
      await this.audit.record({
        actorType: 'system',
        actorId: null,
        action: 'payment.refunded',
        details: { paymentIntentId, provider: payment.provider, amountCents: payment.amountCents, reason: payment.refundReason },
      });
      if (payment.customerEmail) {
        await this.outbox.add(
          refundMail({
            recipient: payment.customerEmail,
            amountCents: payment.amountCents,
            publicUrl: this.config.publicUrl,
            supportEmail: this.config.supportEmail,
          }),
        );
      }
      this.logger.warn(`payment ${paymentIntentId} refunded (${payment.amountCents} cents): ${payment.refundReason ?? 'no reason recorded'}`);
      return true;
    });
  }

  /**
   * The succeeded card payments that paid for an order: its checkout's and its extra charges'.
   * Read in the caller's transaction (the cancellation that is about to refund them).
   */
  async paidPaymentsOfOrder(orderId: number): Promise<PaidPayment[]> {
    return (await this.paidPaymentsOfOrders([orderId])).get(orderId) ?? [];
  }

  /** paidPaymentsOfOrder for a page of orders, in one query; orders without payments are absent. */
  async paidPaymentsOfOrders(orderIds: readonly number[]): Promise<Map<number, PaidPayment[]>> {
    if (orderIds.length === 0) return new Map();
    const rows: (PaidPayment & { orderId: number })[] = await this.unitOfWork.manager.query(
      `SELECT COALESCE(p.order_id, c.order_id) AS "orderId", p.id AS "paymentId", p.amount_cents AS "amountCents", (p.extra_charge_id IS NULL) AS "checkout"
         FROM payments p
         LEFT JOIN extra_charges c ON c.id = p.extra_charge_id
        WHERE p.status = 'succeeded' AND (p.order_id = ANY($1::int[]) OR c.order_id = ANY($1::int[]))
        ORDER BY p.id`,
      [orderIds],
    );
    const byOrder = new Map<number, PaidPayment[]>();
    for (const { orderId, ...payment } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), payment]);
    return byOrder;
  }

  /**
   * Gives back `amountCents` of a payment that paid for an order, once: under the payment's lock, a
   * payment that already gave money back is left alone (an order's payments are refunded only by
   * its one approved cancellation), and the provider's idempotency key covers a crash between the
   * provider's refund and our record of it. Runs in the caller's transaction.
   */
  async refundOrderPayment(paymentId: number, amountCents: number, idempotencyKey: string, reason: string): Promise<'refunded' | 'already'> {
    const manager = this.unitOfWork.manager;
    const [payment]: { paymentIntentId: string; amountCents: number; refundedCents: number }[] = await manager.query(
      `SELECT payment_intent_id AS "paymentIntentId", amount_cents AS "amountCents", refunded_cents AS "refundedCents"
         FROM payments WHERE id = $1 FOR UPDATE`,
      [paymentId],
    );
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    if (payment.refundedCents > 0) return 'already';
    if (amountCents <= 0 || amountCents > payment.amountCents)
      throw new Error(`refund of ${amountCents} cents does not fit payment ${paymentId} of ${payment.amountCents}`);
    await this.gateway.refund(payment.paymentIntentId, idempotencyKey, amountCents);
    await manager.query(
      `UPDATE payments SET refund_status = 'refunded', refunded_cents = $2, refund_reason = $3, refunded_at = now(), updated_at = now() WHERE id = $1`,
      [paymentId, amountCents, reason.slice(0, 500)],
    );
    this.logger.log(`payment ${payment.paymentIntentId}: ${amountCents} of ${payment.amountCents} cents refunded (${reason})`);
    return 'refunded';
  }

  /** Refunded and to-be-refunded payments, newest first, for the console. */
  async refunded(take: number, skip: number): Promise<{ rows: RefundedPayment[]; total: number }> {
    const rows: (RefundedPayment & { total: string })[] = await this.dataSource.query(
      `SELECT payment_intent_id AS "paymentIntentId", provider, CASE WHEN refunded_cents > 0 THEN refunded_cents ELSE amount_cents END AS "amountCents",
              customer_email AS "customerEmail",
              refund_reason AS "reason", refund_status AS "status", created_at AS "paidAt", refunded_at AS "refundedAt",
              count(*) OVER () AS total
         FROM payments WHERE refund_status IS NOT NULL
        ORDER BY COALESCE(refunded_at, updated_at) DESC, id DESC LIMIT $1 OFFSET $2`,
      [take, skip],
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
  }
}
