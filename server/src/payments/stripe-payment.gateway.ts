import Stripe from 'stripe';
import type { PaymentStatus } from './entities/payment.entity.js';
import { PaymentGateway, type HostedCheckout, type NewHostedCheckout, type NewIntent, type ProviderIntent } from './payment-provider.js';

/** Stripe's intent states folded onto ours. */
export function paymentStatusFromStripe(status: Stripe.PaymentIntent.Status): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

/** Stripe client; `apiUrl` points the SDK at a local stand-in in tests. */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/** Payment intents through Stripe (used when STRIPE_SECRET_KEY is set); the browser confirms with Stripe Elements. */
export class StripePaymentGateway extends PaymentGateway {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {
    super();
  }

  async createIntent(intent: NewIntent): Promise<ProviderIntent> {
    const created = await this.stripe.paymentIntents.create(
      {
        amount: intent.amountCents,
        currency: intent.currency,
        description: intent.description,
        receipt_email: intent.receiptEmail,
        metadata: intent.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    return toProviderIntent(created);
  }

  /** A Stripe Checkout Session; its completion arrives as the checkout.session.completed webhook. */
  override async createHostedCheckout(checkout: NewHostedCheckout): Promise<HostedCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: checkout.currency, unit_amount: checkout.amountCents, product_data: { name: checkout.description } } },
        ],
        customer_email: checkout.customerEmail,
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        metadata: checkout.metadata,
        payment_intent_data: { description: checkout.description, metadata: checkout.metadata },
      },
      { idempotencyKey: checkout.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  async refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: intentId, ...(amountCents === undefined ? {} : { amount: amountCents }) }, { idempotencyKey });
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | undefined> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: paymentStatusFromStripe(intent.status),
  };
}
