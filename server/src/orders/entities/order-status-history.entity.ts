import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { Order, type OrderStatus } from './order.entity.js';

@Entity('order_status_history')
@Index('ix_order_status_history_order_id_changed_at', ['orderId', 'changedAt'])
@Check(
  'ck_order_status_history_old_status',
  `"old_status" IS NULL OR "old_status" IN ('pending', 'processing', 'docs_received', 'authentication_in_progress', 'apostille_complete', 'shipped', 'delivered', 'cancelled')`,
)
@Check(
  'ck_order_status_history_new_status',
  `"new_status" IN ('pending', 'processing', 'docs_received', 'authentication_in_progress', 'apostille_complete', 'shipped', 'delivered', 'cancelled')`,
)
export class OrderStatusHistory {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.statusHistory, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  /** NULL on the first row (order created). */
  @Column({ type: 'text', nullable: true })
  oldStatus: OrderStatus | null;

  @Column({ type: 'text' })
  newStatus: OrderStatus;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** NULL when the customer flow or the system made the change. */
  @Column({ type: 'integer', nullable: true })
  changedByAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by_admin_id' })
  changedByAdmin: Relation<AdminUser> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt: Date;
}
