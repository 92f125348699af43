import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Checkout } from './checkout.entity.js';

/**
 * A file uploaded into a checkout before payment: already checked by content and moved into
 * document storage. The order placed from the checkout takes it over (the row goes, the stored
 * file becomes the order's document); an abandoned checkout's files are removed with it.
 */
@Entity('checkout_files')
@Index('ix_checkout_files_checkout_key_hash', ['checkoutKeyHash'])
@Index('uq_checkout_files_file_name', ['fileName'], { unique: true })
export class CheckoutFile {
  /** Random (UUID): what the page refers to; useless outside its own checkout. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  checkoutKeyHash: string;

  @ManyToOne(() => Checkout, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'checkout_key_hash' })
  checkout: Relation<Checkout>;

  /** The stored object's random name. */
  @Column({ type: 'text' })
  fileName: string;

  /** The name the customer's file had. */
  @Column({ type: 'text' })
  originalName: string;

  /** From the content, not from the browser. */
  @Column({ type: 'text' })
  mimeType: string;

  @Column({ type: 'integer' })
  fileSize: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
