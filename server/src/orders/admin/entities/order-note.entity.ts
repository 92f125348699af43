import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../../admin/entities/admin-user.entity.js';
import { Order } from '../../entities/order.entity.js';

/** A staff note on an order: who wrote it and when (the author's name stays if the account goes). */
@Entity('order_notes')
@Index('ix_order_notes_order_id_created_at', ['orderId', 'createdAt'])
@Check('ck_order_notes_body', `char_length(btrim("body")) BETWEEN 1 AND 2000`)
export class OrderNote {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'integer', nullable: true })
  authorAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_admin_id' })
  authorAdmin: Relation<AdminUser> | null;

  @Column({ type: 'text' })
  authorName: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
