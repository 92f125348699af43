import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity.js';

/** How a batch is paid: one card payment link, or on the account's monthly invoice. */
export type BatchBillingMethod = 'card' | 'monthly-invoice';

/**
 * A wholesale account's batch placed from a CSV: one order per row (orders.batch_id), paid once by
 * one payment link for the total, or on the monthly invoice. The Idempotency-Key is unique per
 * account, so a retried or doubled upload answers this batch instead of placing a second.
 */
@Entity('order_batches')
@Index('uq_order_batches_idempotency_key', ['customerId', 'idempotencyKey'], { unique: true })
@Check('ck_order_batches_billing_method', `"billing_method" IN ('card', 'monthly-invoice')`)
@Check('ck_order_batches_counts', `"row_count" >= 1 AND "total_cents" >= 0`)
export class OrderBatch {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** Null once the account is deleted; the batch stays with its orders, as they do. */
  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  @Column({ type: 'integer' })
  rowCount: number;

  @Column({ type: 'integer' })
  totalCents: number;

  @Column({ type: 'text' })
  billingMethod: BatchBillingMethod;

  @Column({ type: 'text' })
  idempotencyKey: string;

  /** SHA-256 of the file and the fields it came with: the same key with another request is refused. */
  @Column({ type: 'text' })
  requestHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
