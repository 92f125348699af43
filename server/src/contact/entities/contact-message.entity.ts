import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Conversation } from '../../messaging/entities/conversation.entity.js';

/** The contact form as submitted; it also opens (or joins) a conversation in the Messages tab. */
@Entity('contact_messages')
@Index('ix_contact_messages_conversation_id', ['conversationId'])
@Index('ix_contact_messages_created_at', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'integer', nullable: true })
  conversationId: number | null;

  @ManyToOne(() => Conversation, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'conversation_id' })
  conversation: Relation<Conversation> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
