import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/**
 * What staff search matches, one row per order: orderSearchExpression() of the order, kept by the
 * trigger `tr_orders_search` (migration 1766920000000), which fires only when the order number, a
 * name, the e-mail, created_at or deleted_at is written. Kept apart from `orders` so a status change, which rewrites the
 * order's row and an entry in each of its indexes, never adds entries to the GIN trigram index.
 * Never written by the application.
 */
@Entity('order_search')
// Not expressible in TypeORM: the trigram index.
@Index('ix_order_search_trgm', { synchronize: false })
export class OrderSearch {
  @PrimaryColumn({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'text' })
  searchText: string;

  /** The order's created_at and deleted_at: a search alone is answered from this table (searchOnlyMatchesSql). */
  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
