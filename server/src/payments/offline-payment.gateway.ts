import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { OPEN_OFFLINE_INTENT, Payment } from './entities/payment.entity.js';
import { PAYMENT_MESSAGES, PaymentGateway, type IntentOwner, type NewIntent, type ProviderIntent } from './payment-provider.js';
import { checkTestCard, type CardInput } from './test-cards.js';

type IntentRow = Pick<Payment, 'paymentIntentId' | 'amountCents' | 'currency' | 'status'>;

const newIntentId = () => `pi_offline_${randomBytes(12).toString('hex')}`;

/**
 * The built-in provider used when Stripe is not configured. It behaves like Stripe test mode so the
 * whole flow runs on a laptop: intents live in the payments table, the browser confirms a card
 * through POST /api/payments/offline/confirm. Client secrets are `<id>_secret_<HMAC>`, so they cannot
 * be guessed from an intent id.
 */
export class OfflinePaymentGateway extends PaymentGateway {
  readonly name = 'offline' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: string,
  ) {
    super();
  }

  async createIntent(intent: NewIntent): Promise<ProviderIntent> {
    const id = newIntentId();
    return { id, clientSecret: this.clientSecretFor(id), amountCents: intent.amountCents, currency: intent.currency, status: 'requires_payment_method' };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | undefined> {
    const row = await this.dataSource.getRepository(Payment).findOne({ where: { paymentIntentId: id, provider: 'offline' } });
    return row ? this.intentOf(row) : undefined;
  }

  /** The payment row is the intent itself: no second read. */
  override retrieveIntentOf(row: Payment): Promise<ProviderIntent | undefined> {
    return Promise.resolve(row.provider === 'offline' ? this.intentOf(row) : undefined);
  }

  /**
   * The open intent for this checkout and these quote inputs (the fingerprint covers both), or a new one, in one statement: the unique index
   * uq_payments_open_offline_fingerprint admits one open offline intent per fingerprint, so identical
   * concurrent requests meet on it and all answer the same intent (no lock, no transaction).
   */
  async openIntentFor(
    requestFingerprint: string,
    intent: NewIntent,
    owner: IntentOwner,
    orderRequest: Record<string, unknown> | null,
  ): Promise<ProviderIntent> {
    const rows: IntentRow[] = await this.dataSource.query(
      `INSERT INTO payments (provider, payment_intent_id, amount_cents, currency, status, request_fingerprint, checkout_key_hash, customer_email, order_request)
       VALUES ('offline', $1, $2, $3, 'requires_payment_method', $4, $5, $6, $7)
       ON CONFLICT (request_fingerprint) WHERE ${OPEN_OFFLINE_INTENT}
       DO UPDATE SET request_fingerprint = EXCLUDED.request_fingerprint
       RETURNING payment_intent_id AS "paymentIntentId", amount_cents AS "amountCents", currency, status`,
      [
        newIntentId(),
        intent.amountCents,
        intent.currency,
        requestFingerprint,
        owner.checkoutKeyHash,
        owner.customerEmail,
        orderRequest === null ? null : JSON.stringify(orderRequest),
      ],
    );
    return this.intentOf(rows[0]);
  }

  /** Nothing leaves the building: the payment row's refund columns are the offline provider's record. */
  async refund(_intentId: string, _idempotencyKey: string, _amountCents?: number): Promise<void> {}

  /** Confirms a card against an intent; declines and bad cards are answered the way Stripe words them. */
  async confirm(clientSecret: string, card: CardInput): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
    const id = this.intentIdFrom(clientSecret);
    if (!id) throw new HttpException(PAYMENT_MESSAGES.invalidClientSecret, HttpStatus.BAD_REQUEST);
    const outcome = checkTestCard(card);
    // One statement records the outcome; an intent that already succeeded stays succeeded.
    const status = outcome.ok ? 'succeeded' : outcome.status === Number(HttpStatus.PAYMENT_REQUIRED) ? 'failed' : null;
    const [rows]: [{ status: string }[], number] = await this.dataSource.query(
      `UPDATE payments SET status = CASE WHEN status = 'succeeded' THEN status ELSE COALESCE($2, status) END, updated_at = now()
       WHERE payment_intent_id = $1 AND provider = 'offline' RETURNING status`,
      [id, status],
    );
    if (rows.length === 0) throw new HttpException(PAYMENT_MESSAGES.invalidClientSecret, HttpStatus.BAD_REQUEST);
    if (!outcome.ok && rows[0].status !== 'succeeded') throw new HttpException(outcome.message, outcome.status);
    return { status: 'succeeded', paymentIntentId: id };
  }

  private intentOf(row: IntentRow): ProviderIntent {
    const id = row.paymentIntentId;
    return { id, clientSecret: this.clientSecretFor(id), amountCents: row.amountCents, currency: row.currency, status: row.status };
  }

  private clientSecretFor(id: string): string {
    return `${id}_secret_${createHmac('sha256', this.secret).update(`offline-intent:${id}`).digest('base64url').slice(0, 32)}`;
  }

  private intentIdFrom(clientSecret: string): string | undefined {
    const match = /^(pi_offline_[0-9a-f]{24})_secret_[A-Za-z0-9_-]{32}$/.exec(clientSecret);
    if (!match) return undefined;
    const expected = Buffer.from(this.clientSecretFor(match[1]));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
  }
}
