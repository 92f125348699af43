import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { Customer } from '../../customers/entities/customer.entity.js';

export const WHOLESALE_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
import type { WholesaleTierId } from '@apostille/domain';

export type WholesaleApplicationStatus = (typeof WHOLESALE_APPLICATION_STATUSES)[number];

/** The wholesale form as submitted. Optional fields the form sends as '' or 0 are stored as NULL. */
@Entity('wholesale_applications')
@Index('ix_wholesale_applications_status_created_at', ['status', 'createdAt'])
@Check('ck_wholesale_applications_status', `"status" IN ('pending', 'approved', 'declined')`)
@Check('ck_wholesale_applications_tier', `"tier" IS NULL OR "tier" IN ('partner', 'professional', 'enterprise')`)
@Check(
  'ck_wholesale_applications_numbers',
  `("years_in_business" IS NULL OR "years_in_business" >= 0) AND "monthly_document_volume" >= 1 ` +
    `AND ("estimated_annual_spend_cents" IS NULL OR "estimated_annual_spend_cents" >= 0)`,
)
export class WholesaleApplication {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  // Company information
  @Column({ type: 'text' })
  companyName: string;

  @Column({ type: 'text' })
  businessType: string;

  @Column({ type: 'text', nullable: true })
  taxId: string | null;

  @Column({ type: 'integer', nullable: true })
  yearsInBusiness: number | null;

  // Primary contact
  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  // Business address
  @Column({ type: 'text' })
  businessStreet: string;

  @Column({ type: 'text' })
  businessCity: string;

  @Column({ type: 'text' })
  businessState: string;

  @Column({ type: 'text' })
  businessZipCode: string;

  @Column({ type: 'text', default: 'United States' })
  businessCountry: string;

  // Volume and services
  @Column({ type: 'integer' })
  monthlyDocumentVolume: number;

  @Column({ type: 'integer', nullable: true })
  estimatedAnnualSpendCents: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  servicesNeeded: string[];

  // Reference (all optional)
  @Column({ type: 'text', nullable: true })
  referenceCompanyName: string | null;

  @Column({ type: 'text', nullable: true })
  referenceContactName: string | null;

  @Column({ type: 'text', nullable: true })
  referenceEmail: string | null;

  @Column({ type: 'text', nullable: true })
  referencePhone: string | null;

  // Additional information
  @Column({ type: 'text' })
  reasonForWholesale: string;

  @Column({ type: 'text', nullable: true })
  specialRequirements: string | null;

  @Column({ type: 'text', nullable: true })
  hearAboutUs: string | null;

  @Column({ type: 'text', default: 'pending' })
  status: WholesaleApplicationStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When staff approved or declined it. */
  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The tier granted at approval. */
  @Column({ type: 'text', nullable: true })
  tier: WholesaleTierId | null;

  /** Staff's note: the reason a decline gives the applicant, or a remark on an approval. */
  @Column({ type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ type: 'integer', nullable: true })
  decidedByAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by_admin_id' })
  decidedByAdmin: Relation<AdminUser> | null;

  /** The customer account the approval made wholesale (an existing one, or one created for the applicant to claim). */
  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer> | null;
}
