import { Injectable } from '@nestjs/common';
import type { OrderResponse } from '../orders/order-response.js';
import { OrderPlacementService } from './order-placement.service.js';
import { PAYMENT_MESSAGES } from '../payments/payment-provider.js';
import { PaymentsService, type CheckoutPayment } from '../payments/payments.service.js';
import { CheckoutFilesService, type StagedCheckoutFile } from './checkout-files.service.js';
import { CheckoutFulfilmentService } from './checkout-fulfilment.service.js';
import { CheckoutsService } from './checkouts.service.js';

/**
 * The states of a checkout, as GET /api/checkout answers them:
 * - open: not paid yet; the form and its staged files, to restore the page on the same step;
 * - paid: a payment succeeded and its order is being created (the page asks again shortly);
 * - ordered: a payment became its order (the page shows the confirmation, never a second payment);
 * - refunded: the order could not be created after payment and the payment was given back.
 */
export type CheckoutState = 'open' | 'paid' | 'ordered' | 'refunded';

export interface CheckoutView {
  state: CheckoutState;
  step: number;
  draft: Record<string, unknown> | null;
  files: StagedCheckoutFile[];
  order?: OrderResponse;
  paymentIntentId?: string;
  refund?: { message: string };
}

/** Intents asked of the provider on a restore: the newest few (a checkout makes one per change of its order). */
const INTENTS_CHECKED_ON_RESTORE = 3;

const OPEN_STATUSES = ['requires_payment_method', 'processing', 'succeeded'];

@Injectable()
export class CheckoutViewService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly files: CheckoutFilesService,
    private readonly payments: PaymentsService,
    private readonly fulfilment: CheckoutFulfilmentService,
    private readonly orders: OrderPlacementService,
  ) {}

  async view(keyHash: string): Promise<CheckoutView> {
    const payments = await this.payments.paymentsOfCheckout(keyHash);
    const settled = await this.settledView(payments);
    if (settled) return settled;
    const checkout = await this.checkouts.find(keyHash);
    return { state: 'open', step: checkout?.step ?? 0, draft: checkout?.draft ?? null, files: await this.files.list(keyHash) };
  }

  /** Ordered, paid or refunded, by what became of the checkout's intents; undefined while none was paid. */
  private async settledView(payments: CheckoutPayment[]): Promise<CheckoutView | undefined> {
    const empty = { step: 0, draft: null, files: [] };
    const ordered = payments.find((payment) => payment.orderId !== null);
    if (ordered) return this.orderedView(ordered.paymentIntentId);
    // A payment the page paid but whose order it could not ask for (a reload, a lost answer): place it now.
    const open = payments.filter((payment) => payment.refundStatus === null && OPEN_STATUSES.includes(payment.status)).slice(0, INTENTS_CHECKED_ON_RESTORE);
    let paid: string | undefined;
    for (const payment of open) {
      const outcome = await this.fulfilment.fulfil(payment.paymentIntentId).catch(() => undefined);
      if (outcome?.kind === 'ordered') return { state: 'ordered', ...empty, order: outcome.order, paymentIntentId: payment.paymentIntentId };
      if (outcome?.kind === 'refunded')
        return { state: 'refunded', ...empty, paymentIntentId: payment.paymentIntentId, refund: { message: PAYMENT_MESSAGES.refunded } };
      // Paid but not placed yet (a passing failure), or being paid (processing): never a second payment form.
      if (!outcome || (outcome.kind === 'unpaid' && outcome.status === 'processing')) paid ??= payment.paymentIntentId;
    }
    if (paid) return { state: 'paid', ...empty, paymentIntentId: paid };
    const refunded = payments.find((payment) => payment.refundStatus !== null);
    if (refunded) return { state: 'refunded', ...empty, paymentIntentId: refunded.paymentIntentId, refund: { message: PAYMENT_MESSAGES.refunded } };
    return undefined;
  }

  /** The order is placed: read it (no lock and no provider call, as fulfil would make). */
  private async orderedView(paymentIntentId: string): Promise<CheckoutView> {
    const order = await this.orders.orderForPayment(paymentIntentId);
    return { state: 'ordered', step: 0, draft: null, files: [], order, paymentIntentId };
  }
}
