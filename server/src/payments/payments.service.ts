import { createHash } from 'node:crypto';
import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { centsToDollars, type WholesaleTierId } from '@apostille/domain';
import { DataSource } from 'typeorm';
import { PricingService, type PricedOrder } from '../pricing/pricing.service.js';
import { ISSUER_MESSAGES, issuerRefOf, type CreatePaymentIntentDto, type IssuerDto } from './dto/create-payment-intent.dto.js';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import { Payment, UNSETTLED_PAYMENT, type PaymentStatus, type RefundStatus } from './entities/payment.entity.js';
import { checkoutKeyHash, holdsCheckoutKey } from './checkout-key.js';
import { OfflinePaymentGateway } from './offline-payment.gateway.js';
import { PAYMENT_MESSAGES, PaymentGateway, type IntentOwner, type NewIntent } from './payment-provider.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface PaymentIntentAnswer {
  clientSecret: string;
  /** Server-computed total in dollars. */
  verifiedAmount: number;
  paymentIntentId: string;
}

export interface CheckoutPayment {
  paymentIntentId: string;
  orderId: number | null;
  status: PaymentStatus;
  refundStatus: RefundStatus | null;
}

export interface UnsettledIntent {
  paymentIntentId: string;
  hasOrderRequest: boolean;
  status: PaymentStatus;
  refundStatus: RefundStatus | null;
  createdAt: Date;
  updatedAt: Date;
}

const PAYMENT_COLUMNS = `id, order_id AS "orderId", extra_charge_id AS "extraChargeId", provider, payment_intent_id AS "paymentIntentId",
  amount_cents AS "amountCents", currency, status, request_fingerprint AS "requestFingerprint",
  checkout_key_hash AS "checkoutKeyHash", customer_email AS "customerEmail", order_request AS "orderRequest",
  refund_status AS "refundStatus", refund_reason AS "refundReason", refunded_at AS "refundedAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Statuses in which an intent may still be paid, so an identical request can reuse it. */
const REUSABLE: PaymentStatus[] = ['requires_payment_method', 'failed'];

/**
 * Payment intents for web orders: priced by the server, owned by the checkout that created them
 * (its key's hash and the e-mail are stored), reused only when that same checkout repeats a
 * request, and verified before an order exists.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly pricing: PricingService,
  ) {}

  /**
   * An intent for the priced cart. `orderRequest` (the checkout's, already checked) is stored with
   * the intent and is part of its fingerprint: a changed order never reuses an intent made for another.
   */
  async createIntent(
    request: CreatePaymentIntentDto,
    orderRequest: Record<string, unknown> | null = null,
    pricedOrder: PricedOrder | null = null,
    wholesaleTier: WholesaleTierId | null = null,
  ): Promise<PaymentIntentAnswer> {
    // The checkout prices its order itself (with the order's documents and address); the spec's cart is priced here.
    const priced = pricedOrder ?? this.priceCart(request, wholesaleTier);
    const amountCents = priced.quote.totalCents;
    const owner: IntentOwner = { checkoutKeyHash: checkoutKeyHash(request.checkoutKey), customerEmail: normaliseEmail(request.customerEmail) };
    const fingerprint = this.fingerprint(request, priced, owner, orderRequest);
    const newIntent = (attempts: number): NewIntent => ({
      amountCents,
      currency: 'usd',
      description: `Apostille order: ${priced.quote.serviceLevelName}, ${priced.quote.documentCount} document(s)`,
      receiptEmail: request.customerEmail,
      metadata: {
        serviceLevel: priced.quote.serviceLevel,
        documentCount: String(priced.quote.documentCount),
        customerName: (request.metadata?.customerName ?? '').slice(0, 200),
        customerEmail: owner.customerEmail,
      },
      idempotencyKey: `${fingerprint}:${attempts}`,
    });

    if (this.gateway instanceof OfflinePaymentGateway) {
      // Its intents are our rows: one statement reuses or creates the intent (see openIntentFor).
      const intent = await this.gateway.openIntentFor(fingerprint, newIntent(0), owner, orderRequest);
      return { clientSecret: intent.clientSecret, verifiedAmount: centsToDollars(intent.amountCents), paymentIntentId: intent.id };
    }

    return this.unitOfWork.run(async (manager) => {
      // Identical concurrent requests wait here and then find the intent the first one created.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [fingerprint]);
      const payments = manager.getRepository(Payment);
      // Every intent made for these inputs so far (a handful at most), newest first.
      const earlier = await payments.find({ where: { requestFingerprint: fingerprint }, order: { id: 'DESC' } });
      const open = earlier.find((p) => p.orderId === null && p.provider === this.gateway.name && p.amountCents === amountCents && REUSABLE.includes(p.status));
      if (open) {
        const existing = await this.gateway.retrieveIntent(open.paymentIntentId);
        if (existing && REUSABLE.includes(existing.status) && existing.amountCents === amountCents) {
          return { clientSecret: existing.clientSecret, verifiedAmount: centsToDollars(amountCents), paymentIntentId: existing.id };
        }
        if (existing) await payments.update({ id: open.id }, { status: existing.status });
      }
      const intent = await this.gateway.createIntent(newIntent(earlier.length));
      await payments.insert({
        provider: this.gateway.name,
        paymentIntentId: intent.id,
        amountCents,
        currency: 'usd',
        status: intent.status,
        requestFingerprint: fingerprint,
        orderRequest: orderRequest as never, // jsonb: TypeORM cannot type arbitrary JSON
        ...owner,
      });
      return { clientSecret: intent.clientSecret, verifiedAmount: centsToDollars(amountCents), paymentIntentId: intent.id };
    });
  }

  /**
   * The cart of the spec's API. With `documents` (not in the spec) each document is priced by its
   * route on the server's date; without, the spec's flat $10 per document.
   */
  private priceCart(request: CreatePaymentIntentDto, wholesaleTier: WholesaleTierId | null, now: Date = new Date()): PricedOrder {
    if (request.documents) {
      const issues = [];
      if (request.documents.length !== request.documentCount) issues.push({ field: 'documents', message: ISSUER_MESSAGES.documentsCount });
      if (!request.destinationCountry) issues.push({ field: 'destinationCountry', message: ISSUER_MESSAGES.destinationNeeded });
      if (issues.length > 0) throw new ValidationFailedException(issues);
    }
    return this.pricing.price({
      wholesaleTier,
      serviceLevel: request.serviceLevel,
      documentCount: request.documentCount,
      deliveryMethod: request.deliveryMethod,
      shippingRateId: request.selectedShippingRate?.rateId,
      additionalServices: request.additionalServices,
      requireReturnRate: true,
      ...(request.documents
        ? {
            documents: request.documents.map((document) => ({ documentType: document.documentType, issuer: issuerRefOf(document.issuer) })),
            destinationCountry: request.destinationCountry,
            orderDate: now,
          }
        : {}),
    });
  }

  /** The local payment row of an intent; null when we never created this intent. */
  async findPayment(paymentIntentId: string): Promise<Payment | null> {
    const manager = this.unitOfWork.manager;
    // Plain SQL: on the order path TypeORM's find costs more CPU than the query itself.
    const rows: Payment[] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE payment_intent_id = $1`, [paymentIntentId]);
    return rows[0] ?? null;
  }

  /**
   * The payment row of an intent, locked until the caller's transaction ends: everyone who would
   * settle the payment (place its order, refund it) takes this lock first, so they meet one by one.
   */
  async lockPayment(paymentIntentId: string): Promise<Payment | null> {
    const manager = this.unitOfWork.manager;
    const rows: Payment[] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE payment_intent_id = $1 FOR UPDATE`, [paymentIntentId]);
    return rows[0] ?? null;
  }

  /** Records the provider's status of an intent. */
  async recordStatus(paymentId: number, status: PaymentStatus): Promise<void> {
    const manager = this.unitOfWork.manager;
    await manager.query(`UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 AND status <> $2`, [paymentId, status]);
  }

  /** The intents a checkout made (newest first), with whether each became an order or a refund. */
  async paymentsOfCheckout(checkoutKeyHash: string): Promise<CheckoutPayment[]> {
    return this.dataSource.query(
      `SELECT payment_intent_id AS "paymentIntentId", order_id AS "orderId", status, refund_status AS "refundStatus"
         FROM payments WHERE checkout_key_hash = $1 AND extra_charge_id IS NULL AND order_request IS NOT NULL
        ORDER BY id DESC LIMIT 20`,
      [checkoutKeyHash],
    );
  }

  /**
   * Intents that may still need settling, oldest first: no order, no completed refund, made after
   * `since`. Rows of the checkout flow are asked of the provider (a webhook may never come); rows
   * of the older flow only when they are known to have succeeded.
   */
  async unsettledIntents(since: Date, limit: number): Promise<UnsettledIntent[]> {
    return this.dataSource.query(
      `SELECT payment_intent_id AS "paymentIntentId", order_request IS NOT NULL AS "hasOrderRequest", status,
              refund_status AS "refundStatus", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM payments
        WHERE ${UNSETTLED_PAYMENT} AND created_at > $1 AND status IN ('requires_payment_method', 'processing', 'succeeded')
        ORDER BY created_at LIMIT $2`,
      [since, limit],
    );
  }

  /**
   * The invariant of the checkout: intents that succeeded and have neither an order nor a
   * completed refund. Empty whenever the reconciliation has caught up.
   */
  async paidIntentsWithoutOrderOrRefund(): Promise<string[]> {
    const rows: { paymentIntentId: string }[] = await this.dataSource.query(
      `SELECT payment_intent_id AS "paymentIntentId" FROM payments WHERE ${UNSETTLED_PAYMENT} AND status = 'succeeded' ORDER BY id`,
    );
    return rows.map((row) => row.paymentIntentId);
  }

  /**
   * The payment row of an intent that the checkout holding `checkoutKey` created. Anyone else gets
   * the same answer as for an unknown intent, so intent ids reveal nothing.
   */
  async findOwnPayment(paymentIntentId: string, checkoutKey: string): Promise<Payment> {
    const row = await this.findPayment(paymentIntentId);
    if (!row || !holdsCheckoutKey(row.checkoutKeyHash, checkoutKey)) throw new BadRequestException(PAYMENT_MESSAGES.paymentNotFound);
    return row;
  }

  /** The order must go to the address the intent was made for (a receipt and the order's e-mails go there). */
  checkEmail(row: Payment, customerEmail: string): void {
    if (row.customerEmail !== normaliseEmail(customerEmail)) throw new BadRequestException(PAYMENT_MESSAGES.emailMismatch);
  }

  /**
   * Confirms with the provider that the intent of `row` (from findPayment) succeeded for exactly
   * `amountCents`, records its status, and answers the row. Throws a 4xx with a clear message otherwise.
   */
  async verifyPaid(row: Payment | null, amountCents: number): Promise<Payment> {
    const intent = row ? await this.gateway.retrieveIntentOf(row) : undefined;
    if (!row || !intent) throw new BadRequestException(PAYMENT_MESSAGES.paymentNotFound);
    if (intent.status !== row.status) await this.dataSource.getRepository(Payment).update({ id: row.id }, { status: intent.status });
    if (intent.status !== 'succeeded') throw new HttpException(PAYMENT_MESSAGES.paymentNotCompleted, HttpStatus.PAYMENT_REQUIRED);
    if (intent.amountCents !== amountCents || intent.currency !== 'usd' || row.amountCents !== amountCents) {
      throw new BadRequestException(PAYMENT_MESSAGES.amountMismatch);
    }
    return { ...row, status: intent.status };
  }

  private fingerprint(request: CreatePaymentIntentDto, priced: PricedOrder, owner: IntentOwner, orderRequest: Record<string, unknown> | null): string {
    const normalised = {
      checkoutKeyHash: owner.checkoutKeyHash,
      provider: this.gateway.name,
      serviceLevel: priced.quote.serviceLevel,
      documentCount: priced.quote.documentCount,
      deliveryMethod: request.deliveryMethod ?? null,
      rateId: priced.shippingRate?.rateId ?? null,
      scanning: request.additionalServices?.scanning === true,
      translation: request.additionalServices?.translation === true,
      documentTypes: request.documentTypes ?? [],
      // A changed issuer or destination changes the route and so the price: never the same intent.
      destinationCountry: request.destinationCountry ?? null,
      documents: (request.documents ?? []).map((document) => ({ documentType: document.documentType, issuer: issuerKey(document.issuer) })),
      governmentFees: priced.quote.governmentFees.map((line) => [line.office, line.cents]),
      pendingGovernmentFees: priced.quote.pendingGovernmentFees.map((fee) => [fee.office, fee.reason]),
      email: owner.customerEmail,
      amountCents: priced.quote.totalCents,
      order: orderRequest,
    };
    return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
  }
}

/** An issuer as a fixed-order, case-normalised text, so equal issuers fingerprint alike. */
function issuerKey(issuer: IssuerDto | null | undefined): string | null {
  if (!issuer) return null;
  return [issuer.kind, issuer.state?.toUpperCase() ?? '', issuer.country?.trim().toLowerCase() ?? '', issuer.agency ?? '', issuer.court ?? ''].join('|');
}
