import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';

/** 'suppressed': held back by the per-recipient cap, never sent, kept with the reason for operators. */
export const OUTBOX_MESSAGE_STATUSES = ['pending', 'queued', 'sent', 'failed', 'suppressed'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

/**
 * The cap a message counts towards: acknowledgements of public forms anyone can submit with any
 * address, or account e-mails (verification, password reset) asked for at the sign-in page.
 */
export type OutboxCapGroup = 'public_form' | 'account';

/** E-mail outbox: rows are written in the business transaction and relayed to the mail transport. */
@Entity('outbox_messages')
@Index('ix_outbox_messages_pending', ['id'], { where: `"status" = 'pending'` })
// With the index above, lets the relay find "pending OR queued long ago" rows without scanning sent mail.
@Index('ix_outbox_messages_queued', ['queuedAt'], { where: `"status" = 'queued'` })
// (lower(recipient), created_at): an expression index TypeORM cannot express; counts an address's mail of the last hour.
@Index('ix_outbox_messages_recipient_created', { synchronize: false })
// The e-mails about one order, for its console page.
@Index('ix_outbox_messages_order_id', ['orderId'], { where: `"order_id" IS NOT NULL` })
// Mail the cap held back, counted for operators (health).
@Index('ix_outbox_messages_suppressed', ['createdAt'], { where: `"status" = 'suppressed'` })
@Check('ck_outbox_messages_status', `"status" IN ('pending', 'queued', 'sent', 'failed', 'suppressed')`)
@Check('ck_outbox_messages_cap_group', `"cap_group" IS NULL OR "cap_group" IN ('public_form', 'account')`)
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

  /** The per-recipient cap this message counts towards; null: never capped (an order's own e-mails, staff replies). */
  @Column({ type: 'text', nullable: true })
  capGroup: OutboxCapGroup | null;

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
