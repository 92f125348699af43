import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { Not } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { ProcessedWebhookEvent } from './entities/processed-webhook-event.entity.js';
import { settleCheckoutSession } from './payment-links/charge-settlement.js';
import { DomainEventBus } from '../events/domain-event-bus.js';
import { PAYMENT_MESSAGES } from './payment-provider.js';
import { PaymentSucceededEvents } from './payment-succeeded-events.js';
import { UnitOfWork } from '../database/unit-of-work.js';

const HANDLED: Record<string, PaymentStatus> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.processing': 'processing',
};

/** A payment-link charge paid on Stripe Checkout (immediately, or later for delayed payment methods). */
const CHECKOUT_PAID = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/** The event has an id and a type and, when we act on its type, data.object with an id. */
function wellFormed(event: Stripe.Event): boolean {
  const raw = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  if (typeof raw.id !== 'string' || !raw.id || typeof raw.type !== 'string') return false;
  if (!(raw.type in HANDLED) && !CHECKOUT_PAID.includes(raw.type)) return true;
  const object = raw.data?.object as { id?: unknown } | null | undefined;
  return typeof object === 'object' && object !== null && typeof object.id === 'string' && object.id !== '';
}

/** Stripe events: signature first, then once per event id, then the payment row follows the intent. */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly audit: AuditService,
    private readonly succeeded: PaymentSucceededEvents,
    private readonly events: DomainEventBus,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    const secret = this.config.stripeWebhookSecret;
    if (!secret) throw new ServiceUnavailableException(PAYMENT_MESSAGES.webhookNotConfigured);
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('missing body or signature');
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      this.logger.warn(`Refused a Stripe webhook: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadRequestException(PAYMENT_MESSAGES.webhookSignature);
    }
    // A signed event is still checked for the parts we read, so a malformed one is a 400, never a 500.
    if (!wellFormed(event)) {
      this.logger.warn('Refused a signed Stripe webhook without an id, a type or the object of a handled event');
      throw new BadRequestException(PAYMENT_MESSAGES.webhookMalformed);
    }

    const answer = await this.unitOfWork.run(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedWebhookEvent)
        .values({ eventId: event.id, type: event.type })
        .orIgnore()
        .returning(['eventId'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return { received: true as const, duplicate: true };
      if (CHECKOUT_PAID.includes(event.type)) {
        const session = event.data.object as Stripe.Checkout.Session;
        if (!(await settleCheckoutSession({ manager, audit: this.audit, events: this.events }, session)))
          this.logger.warn(`Stripe ${event.type} for unknown, unpaid or settled session ${session.id}`);
      }
      const status = HANDLED[event.type];
      if (status) {
        const intent = event.data.object as Stripe.PaymentIntent;
        const payments = manager.getRepository(Payment);
        // A late failure event never downgrades a payment that already succeeded.
        const where = status === 'succeeded' ? { paymentIntentId: intent.id } : { paymentIntentId: intent.id, status: Not('succeeded' as const) };
        const result = await payments.update(where, { status });
        if (!result.affected) this.logger.warn(`Stripe ${event.type} for unknown or settled payment ${intent.id}`);
      }
      return { received: true as const, duplicate: false };
    });
    // After the commit: the checkout places the intent's order now rather than at the next reconciliation.
    if (!answer.duplicate && event.type === 'payment_intent.succeeded') await this.succeeded.publish(event.data.object.id);
    return answer;
  }
}
