import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { OrderBatch } from '../../batch-orders/entities/order-batch.entity.js';
import { MonthlyInvoice } from '../../invoicing/entities/monthly-invoice.entity.js';
import { Order } from '../../orders/entities/order.entity.js';

export const EXTRA_CHARGE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type ExtraChargeStatus = (typeof EXTRA_CHARGE_STATUSES)[number];

/**
 * An amount staff ask for on top of an order, paid through a payment link. The order cannot be
 * hard-deleted while charges exist (financial records are kept).
 */
@Entity('extra_charges')
@Index('ix_extra_charges_order_id', ['orderId'])
@Index('ix_extra_charges_order_batch_id', ['orderBatchId'])
@Index('ix_extra_charges_monthly_invoice_id', ['monthlyInvoiceId'])
@Index('uq_extra_charges_payment_token', ['paymentToken'], { unique: true })
@Check('ck_extra_charges_amount_cents', `"amount_cents" > 0`)
@Check('ck_extra_charges_status', `"status" IN ('pending', 'paid', 'cancelled')`)
export class ExtraCharge {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  /** A batch's one link for its total: paying it pays every order of the batch (order_id is the batch's first order). */
  @Column({ type: 'integer', nullable: true })
  orderBatchId?: number | null;

  @ManyToOne(() => OrderBatch, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_batch_id' })
  orderBatch?: Relation<OrderBatch>;

  /** A monthly invoice's one link for its total: paying it pays every order of the invoice (order_id is its first order). */
  @Column({ type: 'integer', nullable: true })
  monthlyInvoiceId?: number | null;

  @ManyToOne(() => MonthlyInvoice, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'monthly_invoice_id' })
  monthlyInvoice?: Relation<MonthlyInvoice>;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'text', default: 'pending' })
  status: ExtraChargeStatus;

  /** Random, unguessable token in the payment link URL. */
  @Column({ type: 'text' })
  paymentToken: string;

  /** The provider's id for what pays this charge (payment intent / checkout session). */
  @Column({ type: 'text', nullable: true })
  providerReference: string | null;

  @Column({ type: 'text' })
  paymentUrl: string;

  @Column({ type: 'integer', nullable: true })
  createdByAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_admin_id' })
  createdByAdmin: Relation<AdminUser> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}
