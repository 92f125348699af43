import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const DOMAIN_EVENT_STATUSES = ['pending', 'queued', 'processed', 'failed'] as const;
export type DomainEventStatus = (typeof DOMAIN_EVENT_STATUSES)[number];

/**
 * Transactional outbox for domain events (order created, status changed, payment received, document
 * uploaded ...): written in the same transaction as the change, relayed to the queue, consumed by automation.
 */
@Entity('domain_events')
@Index('ix_domain_events_pending', ['id'], { where: `"status" = 'pending'` })
@Index('ix_domain_events_queued', ['queuedAt'], { where: `"status" = 'queued'` })
@Check('ck_domain_events_status', `"status" IN ('pending', 'queued', 'processed', 'failed')`)
export class DomainEvent {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** e.g. 'order.created', 'order.status_changed'. */
  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  @Column({ type: 'text', default: 'pending' })
  status: DomainEventStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the relay put it on the queue; a row queued long ago whose job was lost is queued again. */
  @Column({ type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
