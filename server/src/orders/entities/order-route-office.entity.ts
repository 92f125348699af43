import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/**
 * One row per office a document of the order goes to (from orders.document_routes), kept by the
 * trigger `tr_orders_route_offices` (migration 1766940000000), which fires only when the routes are
 * written. Serves the orders list's Office filter and the batch sheets without an index on `orders`
 * that every status change would add to. Never written by the application.
 */
@Entity('order_route_offices')
@Index('ix_order_route_offices_order_id', ['orderId'])
export class OrderRouteOffice {
  /** Authority id (libs/domain ROUTE_OFFICES), e.g. 'us-dos'. */
  @PrimaryColumn({ type: 'text' })
  office: string;

  @PrimaryColumn({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;
}
