import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { OrderNotPlaceableError, type CheckoutOrderRequest } from './checkout-order-request.js';
import type { OrderResponse } from '../orders/order-response.js';
import { OrderPlacementService } from './order-placement.service.js';
import type { Payment, PaymentStatus } from '../payments/entities/payment.entity.js';
import { PaymentGateway } from '../payments/payment-provider.js';
import { PaymentRefundsService } from '../payments/payment-refunds.service.js';
import { PaymentSucceededEvents } from '../payments/payment-succeeded-events.js';
import { PaymentsService } from '../payments/payments.service.js';
import { CheckoutFilesService } from './checkout-files.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export type Fulfilment =
  | { kind: 'ordered'; order: OrderResponse }
  | { kind: 'refunded' }
  | { kind: 'unpaid'; status: PaymentStatus }
  /** Not an intent of the checkout flow (unknown, or of the older flow, whose browser sends the order). */
  | { kind: 'unknown' };

/**
 * Turns a paid checkout intent into its one order. The page's submit, Stripe's webhook, the
 * offline confirmation and the reconciliation job all come here; each takes the payment's row
 * lock first, so whoever comes first places the order and the others find it (the unique index
 * on orders.payment_intent_id stands behind the lock). An order that cannot be placed for a
 * reason that appeared after payment becomes a refund instead, under the same lock.
 */
@Injectable()
export class CheckoutFulfilmentService implements OnModuleInit {
  private readonly logger = new Logger('CheckoutFulfilment');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsService,
    private readonly refunds: PaymentRefundsService,
    private readonly orders: OrderPlacementService,
    private readonly files: CheckoutFilesService,
    private readonly succeeded: PaymentSucceededEvents,
  ) {}

  onModuleInit(): void {
    this.succeeded.subscribe((paymentIntentId) => this.fulfil(paymentIntentId));
  }

  async fulfil(paymentIntentId: string): Promise<Fulfilment> {
    let refundDue = false;
    const outcome = await this.unitOfWork.run(async (manager): Promise<Fulfilment | 'ordered-before'> => {
      const payment = await this.payments.lockPayment(paymentIntentId);
      if (!payment || payment.orderRequest === null || payment.extraChargeId !== null) return { kind: 'unknown' };
      if (payment.orderId !== null) return 'ordered-before';
      if (payment.refundStatus !== null) {
        refundDue = payment.refundStatus === 'pending';
        return { kind: 'refunded' };
      }
      const intent = await this.gateway.retrieveIntentOf(payment);
      if (!intent) return { kind: 'unknown' };
      if (intent.status !== payment.status) await this.payments.recordStatus(payment.id, intent.status);
      if (intent.status !== 'succeeded') return { kind: 'unpaid', status: intent.status };
      try {
        if (intent.amountCents !== payment.amountCents || intent.currency !== 'usd') {
          throw new OrderNotPlaceableError(`the provider reports ${intent.amountCents} ${intent.currency} paid, the order costs ${payment.amountCents} usd`);
        }
        return { kind: 'ordered', order: await this.place(manager, payment) };
      } catch (error) {
        const reason = notPlaceableReason(error);
        if (reason === undefined) throw error;
        refundDue = await this.refunds.request(payment, `the order could not be created after payment: ${reason}`);
        return { kind: 'refunded' };
      }
    });
    if (refundDue) await this.refunds.carryOut(paymentIntentId);
    if (outcome !== 'ordered-before') return outcome;
    const order = await this.orders.orderForPayment(paymentIntentId);
    return order ? { kind: 'ordered', order } : { kind: 'unknown' };
  }

  /** The order and the hand-over of its files; behind a savepoint, so a refused statement leaves the lock's transaction usable for the refund. */
  private async place(manager: EntityManager, payment: Payment): Promise<OrderResponse> {
    const request = payment.orderRequest as unknown as CheckoutOrderRequest;
    const ids = request.documents.flatMap((document) => document.files);
    const files = await this.files.filesOf(payment.checkoutKeyHash ?? '', ids);
    await manager.query('SAVEPOINT place_checkout_order');
    try {
      const order = await this.orders.placeCheckoutOrder(manager, request, files, payment);
      await this.files.handOver(ids);
      this.logger.log(`payment ${payment.paymentIntentId} became order ${order.orderNumber}`);
      return order;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT place_checkout_order');
      throw error;
    }
  }
}

/**
 * Why placing failed, when trying again can never succeed: our own refusal, or PostgreSQL refusing
 * a value or a constraint (SQLSTATE classes 22 and 23). undefined for anything passing (a lost
 * connection, a timeout): the reconciliation tries again.
 */
function notPlaceableReason(error: unknown): string | undefined {
  if (error instanceof OrderNotPlaceableError) return error.message;
  if (error instanceof QueryFailedError) {
    const code = (error.driverError as { code?: string }).code ?? '';
    if (/^2[23]/.test(code)) return `the database refused it (${code}: ${error.message})`;
  }
  return undefined;
}
