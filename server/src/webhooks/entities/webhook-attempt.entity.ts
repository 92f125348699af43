import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/** One POST of a delivery: the receiver's status code, or why there was none, and how long it took. */
@Entity('webhook_attempts')
@Index('ix_webhook_attempts_delivery_id', ['deliveryId'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  deliveryId: number;

  @ManyToOne(() => WebhookDelivery, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery: Relation<WebhookDelivery>;

  @Column({ type: 'timestamptz' })
  attemptedAt: Date;

  @Column({ type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'integer' })
  durationMs: number;
}
