import { Check, Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';

export const ACCOUNT_TYPES = ['retail', 'wholesale'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

@Entity('customers')
// UNIQUE (lower(email)): an expression index TypeORM cannot express. Look customers up with lower(email) = lower(:email).
@Index('uq_customers_email_lower', { synchronize: false })
@Index('uq_customers_email_verification_token_hash', ['emailVerificationTokenHash'], { unique: true })
@Index('uq_customers_password_reset_token_hash', ['passwordResetTokenHash'], { unique: true })
@Check('ck_customers_account_type', `"account_type" IN ('retail', 'wholesale')`)
@Check('ck_customers_monthly_document_count', `"monthly_document_count" >= 0`)
export class Customer {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** Stored as entered; uniqueness is case-insensitive. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', default: 'retail' })
  accountType: AccountType;

  @Column({ type: 'text', nullable: true })
  wholesaleTier: string | null;

  @Column({ type: 'integer', default: 0 })
  monthlyDocumentCount: number;

  /** Set by staff: orders placed through the API are billed on a monthly invoice instead of by card. */
  @Column({ type: 'boolean', default: false })
  invoiceMonthly: boolean;

  /** NULL for an account created by a guest order that has not set a password yet. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  /** Hash of the e-mail verification token (the token itself is only in the e-mail). */
  @Column({ type: 'text', nullable: true })
  emailVerificationTokenHash: string | null;

  /** Hash of the live password-reset token (the token itself is only in the e-mail); cleared when used. */
  @Column({ type: 'text', nullable: true })
  passwordResetTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  passwordResetExpiresAt: Date | null;

  /** Part of every customer JWT; incrementing it revokes all issued tokens. */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  @Column({ type: 'integer', default: 0 })
  failedLoginCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => Order, (order) => order.customer)
  orders: Relation<Order>[];
}
