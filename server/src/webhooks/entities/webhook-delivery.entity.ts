import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { WebhookStatusChangedPayload } from '@apostille/domain';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export const WEBHOOK_DELIVERY_STATUS_VALUES = ['pending', 'queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryRowStatus = (typeof WEBHOOK_DELIVERY_STATUS_VALUES)[number];

/**
 * One event for one endpoint: written in the transaction of the change it reports ('pending', due
 * at next_attempt_at), put on the queue by the relay ('queued'), then 'delivered', or 'pending'
 * again with its next attempt's time, or 'failed' after the last attempt.
 */
@Entity('webhook_deliveries')
@Index('uq_webhook_deliveries_endpoint_event', ['endpointId', 'eventId'], { unique: true })
@Index('ix_webhook_deliveries_customer_id', ['customerId', 'id'])
@Index('ix_webhook_deliveries_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
@Index('ix_webhook_deliveries_queued', ['queuedAt'], { where: `"status" = 'queued'` })
@Check('ck_webhook_deliveries_status', `"status" IN ('pending', 'queued', 'delivered', 'failed')`)
export class WebhookDelivery {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  endpointId: number;

  @ManyToOne(() => WebhookEndpoint, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint: Relation<WebhookEndpoint>;

  /** The endpoint's owner, kept here so the owner's log is one index range. */
  @Column({ type: 'integer' })
  customerId: number;

  /** The same for every endpoint that gets this event, and for every attempt and replay of it. */
  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'jsonb' })
  payload: WebhookStatusChangedPayload;

  @Column({ type: 'text', default: 'pending' })
  status: WebhookDeliveryRowStatus;

  /** Attempts since the delivery was written or last replayed: the retry schedule counts these. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
