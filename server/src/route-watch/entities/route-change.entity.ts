import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';

/** One document's change as recorded (the customer e-mail and the staff list show these). */
export interface RecordedDocumentChange {
  documentNumber: number;
  documentType: string;
  cause: string;
  before: string;
  after: string;
  feeDeltaCents: number;
  message: string;
}

/**
 * A change of an open order's routes found by the daily watch: recorded once per order and set of
 * new routes (the unique key), so two runs, or two workers at once, record and e-mail it once.
 */
@Entity('route_changes')
@Index('uq_route_changes_order_routes', ['orderId', 'routesHash'], { unique: true })
@Index('ix_route_changes_detected_at', ['detectedAt'])
export class RouteChange {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'pk_route_changes' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  /** The order's own record goes with it (data deletion); the relation is the schema's foreign key only. */
  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @CreateDateColumn({ type: 'timestamptz' })
  detectedAt: Date;

  /** The day (UTC) the routes were checked for. */
  @Column({ type: 'date' })
  detectedForDay: string;

  @Column({ type: 'jsonb' })
  changes: RecordedDocumentChange[];

  /** Change of the government fees of the whole order (after − before), in cents; never charged automatically. */
  @Column({ type: 'integer' })
  feeDeltaCents: number;

  /** SHA-256 of the order's new routes: the same change found again is the same row. */
  @Column({ type: 'text' })
  routesHash: string;

  @Column({ type: 'integer', nullable: true })
  customerMailId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  reviewedBy: number | null;
}
