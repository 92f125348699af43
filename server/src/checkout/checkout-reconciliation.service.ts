import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { PaymentRefundsService } from '../payments/payment-refunds.service.js';
import { PaymentsService, type UnsettledIntent } from '../payments/payments.service.js';
import { CheckoutFulfilmentService } from './checkout-fulfilment.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** How far back the reconciliation looks: an intent not paid within a week is left to expire. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
/** Intents settled per run, oldest first (the next run takes the rest). */
const BATCH = 200;

export interface ReconciliationRun {
  placed: number;
  refunded: number;
  failed: number;
}

/**
 * The safety net of the checkout: every run settles what nobody else did. A checkout intent that
 * succeeded without the page or a webhook telling us becomes its order; a refund left half done
 * (the process died between request and provider) is carried out; an intent of the older flow
 * whose browser never sent its order within UNCLAIMED_PAYMENT_REFUND_MS is refunded.
 */
@Injectable()
export class CheckoutReconciliationService {
  private readonly logger = new Logger('CheckoutReconciliation');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly payments: PaymentsService,
    private readonly refunds: PaymentRefundsService,
    private readonly fulfilment: CheckoutFulfilmentService,
  ) {}

  async reconcile(now: Date): Promise<ReconciliationRun> {
    const run: ReconciliationRun = { placed: 0, refunded: 0, failed: 0 };
    const intents = await this.payments.unsettledIntents(new Date(now.getTime() - LOOK_BACK_MS), BATCH);
    for (const intent of intents) {
      try {
        await this.settle(intent, now, run);
      } catch (error) {
        run.failed += 1;
        this.logger.warn(
          `payment ${intent.paymentIntentId} could not be settled yet (next run retries): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (run.placed + run.refunded + run.failed > 0) {
      this.logger.log(`reconciliation: ${run.placed} paid intents became orders, ${run.refunded} refunded, ${run.failed} left for the next run`);
    }
    return run;
  }

  private async settle(intent: UnsettledIntent, now: Date, run: ReconciliationRun): Promise<void> {
    if (intent.refundStatus === 'pending') {
      if (await this.refunds.carryOut(intent.paymentIntentId)) run.refunded += 1;
      return;
    }
    if (intent.hasOrderRequest) {
      const outcome = await this.fulfilment.fulfil(intent.paymentIntentId);
      if (outcome.kind === 'ordered') run.placed += 1;
      if (outcome.kind === 'refunded') run.refunded += 1;
      return;
    }
    const unclaimedSince = now.getTime() - this.config.unclaimedPaymentRefundMs;
    if (intent.status !== 'succeeded' || intent.updatedAt.getTime() > unclaimedSince) return;
    const requested = await this.unitOfWork.run(async () => {
      const payment = await this.payments.lockPayment(intent.paymentIntentId);
      if (!payment || payment.orderId !== null || payment.status !== 'succeeded') return false;
      const minutes = Math.round(this.config.unclaimedPaymentRefundMs / 60_000);
      return this.refunds.request(payment, `paid, but no order was submitted for it within ${minutes} minutes`);
    });
    if (requested && (await this.refunds.carryOut(intent.paymentIntentId))) run.refunded += 1;
  }
}
