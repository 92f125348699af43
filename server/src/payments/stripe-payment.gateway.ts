import Stripe from 'stripe';
import type { PaymentStatus } from './entities/payment.entity.js';
import { PaymentGateway, type NewIntent, type ProviderIntent } from './payment-provider.js';

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
