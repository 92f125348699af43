import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A customer's checkout in progress, kept under the hash of the browser's checkout key so that a
 * reload, Back or a closed tab finds it again. The form's data is the page's own (opaque here);
 * abandoned checkouts and their staged files are removed by the retention job.
 */
@Entity('checkouts')
@Check('ck_checkouts_step', `"step" BETWEEN 0 AND 10`)
export class Checkout {
  /** SHA-256 (hex) of the browser's checkout key; the key itself is never stored. */
  @PrimaryColumn({ type: 'text' })
  keyHash: string;

  /** The step of the form the customer was on. */
  @Column({ type: 'integer', default: 0 })
  step: number;

  /** The form's values as the page saved them (no files: those are staged separately). */
  @Column({ type: 'jsonb', nullable: true })
  draft: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
