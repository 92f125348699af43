import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';
import { ExtraCharge } from '../../payments/entities/extra-charge.entity.js';

export const TRANSLATION_QUOTE_STATUSES = ['pending', 'sent', 'accepted', 'declined'] as const;
export type TranslationQuoteStatus = (typeof TRANSLATION_QUOTE_STATUSES)[number];

/** A translation quote request; price, counts and validity are filled in when the quote is prepared. */
@Entity('translation_quotes')
@Index('ix_translation_quotes_created_at', ['createdAt'])
@Index('uq_translation_quotes_order_id', ['orderId'], { unique: true })
@Index('uq_translation_quotes_extra_charge_id', ['extraChargeId'], { unique: true })
@Check('ck_translation_quotes_status', `"status" IN ('pending', 'sent', 'accepted', 'declined')`)
@Check(
  'ck_translation_quotes_numbers',
  `("estimated_price_cents" IS NULL OR "estimated_price_cents" >= 0) ` +
    `AND ("word_count" IS NULL OR "word_count" >= 0) AND ("page_count" IS NULL OR "page_count" >= 0)`,
)
export class TranslationQuote {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text', default: 'pending' })
  status: TranslationQuoteStatus;

  /** The order whose translation add-on asked for this quote (one quote per order). */
  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  @Column({ type: 'text', nullable: true })
  destinationCountry: string | null;

  /** The payment link's charge once staff priced the quote. */
  @Column({ type: 'integer', nullable: true })
  extraChargeId: number | null;

  @ManyToOne(() => ExtraCharge, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'extra_charge_id' })
  extraCharge: Relation<ExtraCharge> | null;

  @Column({ type: 'text' })
  customerEmail: string;

  @Column({ type: 'text' })
  sourceLanguage: string;

  @Column({ type: 'text' })
  targetLanguage: string;

  @Column({ type: 'text' })
  documentType: string;

  @Column({ type: 'integer', nullable: true })
  estimatedPriceCents: number | null;

  @Column({ type: 'text' })
  certificationLevel: string;

  @Column({ type: 'text', default: 'standard' })
  urgency: string;

  @Column({ type: 'integer', nullable: true })
  wordCount: number | null;

  @Column({ type: 'integer', nullable: true })
  pageCount: number | null;

  /** 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  validUntil: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
