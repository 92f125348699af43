import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';
import { ExtraCharge } from './extra-charge.entity.js';

export const PAYMENT_PROVIDERS = ['stripe', 'offline'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * An offline intent that may still be paid, which the same checkout repeating a request reuses: at most one per
 * request fingerprint (uq_payments_open_offline_fingerprint), so concurrent identical requests
 * meet on the index instead of creating two. Stripe rows are left out: their status follows webhooks.
 */
export const OPEN_OFFLINE_INTENT = `"provider" = 'offline' AND "order_id" IS NULL AND "status" IN ('requires_payment_method', 'failed')`;

export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A payment of an order (not of an extra charge) that has neither its order nor a completed refund yet. */
export const UNSETTLED_PAYMENT = `"order_id" IS NULL AND "extra_charge_id" IS NULL AND "refund_status" IS DISTINCT FROM 'refunded'`;

/**
 * A payment intent as we know it. Created before the order exists (order_id is set when the order is
 * created from it); financial records are kept, so orders and charges it points to cannot be hard-deleted.
 */
@Entity('payments')
@Index('uq_payments_payment_intent_id', ['paymentIntentId'], { unique: true })
@Index('ix_payments_order_id', ['orderId'])
@Index('ix_payments_extra_charge_id', ['extraChargeId'])
@Index('ix_payments_request_fingerprint', ['requestFingerprint'])
@Index('uq_payments_open_offline_fingerprint', ['requestFingerprint'], { unique: true, where: OPEN_OFFLINE_INTENT })
@Check('ck_payments_provider', `"provider" IN ('stripe', 'offline')`)
@Check('ck_payments_status', `"status" IN ('requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled')`)
@Check('ck_payments_amount_cents', `"amount_cents" > 0`)
@Check('ck_payments_refund_status', `"refund_status" IN ('pending', 'refunded')`)
@Check('ck_payments_refunded_cents', `"refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents"`)
@Index('ix_payments_checkout_key_hash', ['checkoutKeyHash'], { where: `"checkout_key_hash" IS NOT NULL` })
@Index('ix_payments_unsettled', ['createdAt'], { where: UNSETTLED_PAYMENT })
export class Payment {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  @Column({ type: 'integer', nullable: true })
  extraChargeId: number | null;

  @ManyToOne(() => ExtraCharge, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'extra_charge_id' })
  extraCharge: Relation<ExtraCharge> | null;

  @Column({ type: 'text' })
  provider: PaymentProvider;

  @Column({ type: 'text' })
  paymentIntentId: string;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'text', default: 'usd' })
  currency: string;

  @Column({ type: 'text', default: 'requires_payment_method' })
  status: PaymentStatus;

  /** Hash of the checkout key and the normalised quote inputs: the same checkout repeating a request reuses its open intent. */
  @Column({ type: 'text', nullable: true })
  requestFingerprint: string | null;

  /**
   * SHA-256 (hex) of the random key the browser generated for its checkout. Only that browser can
   * turn the intent into an order; NULL (rows from before the key existed) never can.
   */
  @Column({ type: 'text', nullable: true })
  checkoutKeyHash: string | null;

  /** The e-mail the intent was made for (lower case); the order must carry the same address. */
  @Column({ type: 'text', nullable: true })
  customerEmail: string | null;

  /**
   * The order this intent was made for, checked and priced by the server when the intent was
   * created (see CheckoutOrderRequest): whoever learns first that the payment succeeded places
   * exactly this order. NULL for intents of the older flow, where the browser sends the order.
   */
  @Column({ type: 'jsonb', nullable: true })
  orderRequest: Record<string, unknown> | null;

  /** 'pending' once the order was found impossible after payment; 'refunded' when the provider confirmed the refund. */
  @Column({ type: 'text', nullable: true })
  refundStatus: RefundStatus | null;

  /** Why the payment is refunded, in words an operator can act on. */
  @Column({ type: 'text', nullable: true })
  refundReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** How much was given back so far: all of it for a payment without an order, part of it when a cancelled order kept its return shipping. */
  @Column({ type: 'integer', default: 0 })
  refundedCents: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
