import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';
import { TranslationQuote } from './translation-quote.entity.js';

export const TRANSLATION_SERVICE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TranslationServiceStatus = (typeof TRANSLATION_SERVICE_STATUSES)[number];

@Entity('translation_services')
@Index('ix_translation_services_order_id', ['orderId'])
@Index('ix_translation_services_created_at', ['createdAt'])
@Index('uq_translation_services_quote_id', ['quoteId'], { unique: true })
@Check('ck_translation_services_status', `"status" IN ('pending', 'in_progress', 'completed', 'cancelled')`)
@Check('ck_translation_services_price_cents', `"price_cents" >= 0`)
export class TranslationService {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'text', default: 'pending' })
  status: TranslationServiceStatus;

  /** The paid quote this service came from. */
  @Column({ type: 'integer', nullable: true })
  quoteId: number | null;

  @ManyToOne(() => TranslationQuote, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'quote_id' })
  quote: Relation<TranslationQuote> | null;

  @Column({ type: 'text' })
  sourceLanguage: string;

  @Column({ type: 'text' })
  targetLanguage: string;

  @Column({ type: 'text' })
  documentType: string;

  @Column({ type: 'integer', default: 0 })
  priceCents: number;

  /** 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  estimatedCompletionDate: string | null;

  @Column({ type: 'text' })
  certificationLevel: string;

  /** Identifier of the (usually external) translator; free text, no table behind it. */
  @Column({ type: 'text', nullable: true })
  translatorId: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
