import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity.js';
import { Order } from '../../orders/entities/order.entity.js';
import { Message } from './message.entity.js';

export const CONVERSATION_STATUSES = ['open', 'pending', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type ConversationPriority = (typeof CONVERSATION_PRIORITIES)[number];

@Entity('conversations')
// The staff list's order, overall and per status (the list reads its page straight from these).
@Index('ix_conversations_last_message_at_id', ['lastMessageAt', 'id'])
@Index('ix_conversations_status_last_message_at_id', ['status', 'lastMessageAt', 'id'])
@Index('ix_conversations_customer_id', ['customerId'])
@Index('ix_conversations_order_id', ['orderId'])
// lower(customer_name || ' ' || customer_email) with gin_trgm_ops: the staff search (migration 1766996100000).
@Index('ix_conversations_search_trgm', { synchronize: false })
@Check('ck_conversations_status', `"status" IN ('open', 'pending', 'closed')`)
@Check('ck_conversations_priority', `"priority" IN ('low', 'normal', 'high', 'urgent')`)
export class Conversation {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text', default: 'open' })
  status: ConversationStatus;

  @Column({ type: 'text', default: 'normal' })
  priority: ConversationPriority;

  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer> | null;

  /** Who wrote in (also set for visitors without an account). */
  @Column({ type: 'text' })
  customerEmail: string;

  @Column({ type: 'text' })
  customerName: string;

  /**
   * false when an e-mail opened it and nothing proved the sender owns `customerEmail` (no signed
   * reply address, no passing SPF/DKIM verdict): such a conversation is nobody's, and a proven
   * message from that address never joins it.
   */
  @Column({ type: 'boolean', default: true })
  senderVerified: boolean;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => Message, (message) => message.conversation)
  messages: Relation<Message>[];
}
