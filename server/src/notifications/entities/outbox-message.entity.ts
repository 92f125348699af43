import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';

export const OUTBOX_MESSAGE_STATUSES = ['pending', 'queued', 'sent', 'failed'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

/** E-mail outbox: rows are written in the business transaction and relayed to the mail transport. */
@Entity('outbox_messages')
@Index('ix_outbox_messages_pending', ['id'], { where: `"status" = 'pending'` })
// With the index above, lets the relay find "pending OR queued long ago" rows without scanning sent mail.
@Index('ix_outbox_messages_queued', ['queuedAt'], { where: `"status" = 'queued'` })
// (lower(recipient), created_at): an expression index TypeORM cannot express; counts an address's mail of the last hour.
@Index('ix_outbox_messages_recipient_created', { synchronize: false })
// The e-mails about one order, for its console page.
@Index('ix_outbox_messages_order_id', ['orderId'], { where: `"order_id" IS NOT NULL` })
@Check('ck_outbox_messages_status', `"status" IN ('pending', 'queued', 'sent', 'failed')`)
@Unique('uq_outbox_messages_message_id', ['messageId'])
export class OutboxMessage {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /**
   * The message's own Message-ID (local part), fixed at insert: a repeated delivery of this row carries
   * the same one (receivers can drop the duplicate), and no other message anywhere carries it.
   */
  @Column({ type: 'uuid', generated: 'uuid' })
  messageId: string;

  /** Template / purpose, e.g. 'order_confirmation'. */
  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  recipient: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text', nullable: true })
  htmlBody: string | null;

  /** Reply address when it is not the support mailbox (a conversation's signed address). */
  @Column({ type: 'text', nullable: true })
  replyTo: string | null;

  /** Threading headers of a reply: the Message-ID it answers and the thread's Message-IDs, space separated. */
  @Column({ type: 'text', nullable: true })
  inReplyTo: string | null;

  @Column({ type: 'text', nullable: true })
  threadReferences: string | null;

  @Column({ type: 'text', default: 'pending' })
  status: OutboxMessageStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The order the e-mail is about, when it is about one (kept NULL if the order row is ever removed). */
  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order> | null;
}
