import type { Payment, PaymentProvider, PaymentStatus } from './entities/payment.entity.js';

/** A payment intent as a provider reports it (amount in integer cents). */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
}

export interface NewIntent {
  amountCents: number;
  currency: 'usd';
  description: string;
  receiptEmail?: string;
  metadata: Record<string, string>;
  /** Same key → the provider returns the same intent instead of a second one. */
  idempotencyKey: string;
}

/** Who an intent was made for: only this checkout may turn it into an order, for this address. */
export interface IntentOwner {
  checkoutKeyHash: string;
  customerEmail: string;
}

/** A one-off charge paid on the provider's own hosted page (Stripe Checkout). */
export interface NewHostedCheckout {
  amountCents: number;
  currency: 'usd';
  /** What the customer sees on the payment page. */
  description: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** Same key → the provider returns the same session instead of a second one. */
  idempotencyKey: string;
}

export interface HostedCheckout {
  id: string;
  url: string;
}

/** The card processor behind payment intents: Stripe when configured, the offline provider otherwise. */
export abstract class PaymentGateway {
  abstract readonly name: PaymentProvider;
  abstract createIntent(intent: NewIntent): Promise<ProviderIntent>;
  /** undefined when the provider does not know the id. */
  abstract retrieveIntent(id: string): Promise<ProviderIntent | undefined>;

  /** The provider's view of an intent we hold a payment row for (undefined when the provider does not know it). */
  retrieveIntentOf(row: Payment): Promise<ProviderIntent | undefined> {
    return this.retrieveIntent(row.paymentIntentId);
  }

  /**
   * Gives a succeeded intent's money back: all of it, or `amountCents` of it (a cancelled order
   * keeps its return shipping). The same key never refunds twice (Stripe honours it; the offline
   * provider's refund is the payment row's own record).
   */
  abstract refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<void>;

  /** A hosted payment page for a one-off charge; undefined when the provider has none (the offline provider). */
  createHostedCheckout(_checkout: NewHostedCheckout): Promise<HostedCheckout | undefined> {
    return Promise.resolve(undefined);
  }
}

export const PAYMENT_MESSAGES = {
  paymentNotFound: 'We could not find this payment. Please start the payment again.',
  paymentNotCompleted: 'Your payment has not been completed. Please complete the payment and try again.',
  amountMismatch: 'The payment amount does not match the order total. Please refresh the page and try again.',
  invalidClientSecret: 'This payment session is not valid. Please refresh and try again.',
  checkoutKeyRequired: 'This checkout is not valid. Please refresh the page and try again.',
  emailMismatch: 'The e-mail address does not match the one this payment was made for. Please refresh the page and try again.',
  cardDeclined: 'Your card was declined.',
  cardInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidCvc: "Your card's security code is invalid.",
  incorrectCvc: "Your card's security code is incorrect.",
  invalidExpiry: "Your card's expiration date is invalid.",
  offlineOnly: 'Card details are confirmed by Stripe on this site.',
  webhookNotConfigured: 'Stripe webhooks are not configured',
  webhookSignature: 'Webhook signature verification failed',
  webhookMalformed: 'Webhook event is malformed',
  refunded: 'We could not create your order, so your payment has been refunded in full. We have sent you an e-mail; please start a new order.',
} as const;
