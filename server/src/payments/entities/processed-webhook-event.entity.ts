import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Provider webhook events already handled; inserting the id first makes redelivered events no-ops. */
@Entity('processed_webhook_events')
export class ProcessedWebhookEvent {
  @PrimaryColumn({ type: 'text' })
  eventId: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
