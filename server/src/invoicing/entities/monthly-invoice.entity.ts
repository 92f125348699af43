import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity.js';

/**
 * The invoice of an account billed monthly for one calendar month (New York time): the orders it
 * bills point at it (orders.monthly_invoice_id) and one payment link pays them all
 * (extra_charges.monthly_invoice_id). One per account and month: the unique index is what makes a
 * second run, or two at once, write nothing more.
 */
@Entity('monthly_invoices')
@Index('uq_monthly_invoices_customer_period', ['customerId', 'period'], { unique: true })
@Check('ck_monthly_invoices_period', `extract(day FROM "period") = 1`)
@Check('ck_monthly_invoices_counts', `"order_count" >= 0 AND "total_cents" >= 0`)
export class MonthlyInvoice {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** Null once the account is deleted; the invoice stays with its orders, as they do. */
  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  /** The first day of the month billed, as 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  period: string;

  @Column({ type: 'integer' })
  orderCount: number;

  @Column({ type: 'integer' })
  totalCents: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
