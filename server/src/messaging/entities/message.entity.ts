import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { Conversation } from './conversation.entity.js';

export const MESSAGE_SENDER_TYPES = ['admin', 'customer', 'system'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

@Entity('messages')
@Index('ix_messages_conversation_id_created_at', ['conversationId', 'createdAt'])
// Serves the unread badge and "is this conversation unread": customer messages nobody has read yet.
@Index('ix_messages_unread_customer', ['conversationId'], { where: `"sender_type" = 'customer' AND NOT "is_read"` })
@Check('ck_messages_sender_type', `"sender_type" IN ('admin', 'customer', 'system')`)
export class Message {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  conversationId: number;

  @ManyToOne(() => Conversation, (conversation) => conversation.messages, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation: Relation<Conversation>;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text' })
  senderType: MessageSenderType;

  /** The staff member who replied (NULL for customer messages). */
  @Column({ type: 'integer', nullable: true })
  senderAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_admin_id' })
  senderAdmin: Relation<AdminUser> | null;

  /** The e-mail Message-ID this message arrived or left with, so later replies thread under it. */
  @Column({ type: 'text', nullable: true })
  emailMessageId: string | null;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
