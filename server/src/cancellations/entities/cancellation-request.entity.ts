import type { CancellationRefundStatus, CancellationRequestStatus } from '@apostille/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { Customer } from '../../customers/entities/customer.entity.js';
import { Order } from '../../orders/entities/order.entity.js';

export const CANCELLATION_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const satisfies readonly CancellationRequestStatus[];
export const CANCELLATION_REFUND_STATUSES = ['none', 'pending', 'refunded'] as const satisfies readonly CancellationRefundStatus[];

/**
 * A customer's request to cancel an order, and staff's decision on it. One request per order can
 * be waiting or approved at a time (the partial unique index), so two clicks or two tabs make one
 * request, and an order is cancelled and refunded at most once.
 */
@Entity('cancellation_requests')
@Index('uq_cancellation_requests_open', ['orderId'], { unique: true, where: `"status" IN ('open', 'approved')` })
@Index('ix_cancellation_requests_order_id', ['orderId'])
@Index('ix_cancellation_requests_status_created_at', ['status', 'createdAt'])
@Index('ix_cancellation_requests_refund_pending', ['id'], { where: `"refund_status" = 'pending'` })
@Check('ck_cancellation_requests_status', `"status" IN ('open', 'approved', 'declined')`)
@Check('ck_cancellation_requests_refund_status', `"refund_status" IN ('none', 'pending', 'refunded')`)
@Check('ck_cancellation_requests_refund_cents', `"refund_cents" IS NULL OR "refund_cents" >= 0`)
export class CancellationRequest {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer> | null;

  /** The customer's own words, optional. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'text', default: 'open' })
  status: CancellationRequestStatus;

  /** The order's status when the customer asked: staff see whether the originals had arrived. */
  @Column({ type: 'text' })
  statusAtRequest: string;

  @Column({ type: 'integer', nullable: true })
  decidedByAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by_admin_id' })
  decidedByAdmin: Relation<AdminUser> | null;

  /** Staff's note: the reason a decline gives the customer, or a remark on an approval. */
  @Column({ type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** What is given back, fixed when approved (libs/domain cancellationRefund). */
  @Column({ type: 'integer', nullable: true })
  refundCents: number | null;

  /** 'pending' from approval until the card processor confirmed every part of the refund. */
  @Column({ type: 'text', default: 'none' })
  refundStatus: CancellationRefundStatus;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** The card processor's last answer while the refund is still pending, for the operator. */
  @Column({ type: 'text', nullable: true })
  refundError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
