import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const WHOLESALE_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WholesaleApplicationStatus = (typeof WHOLESALE_APPLICATION_STATUSES)[number];

/** The wholesale form as submitted. Optional fields the form sends as '' or 0 are stored as NULL. */
@Entity('wholesale_applications')
@Index('ix_wholesale_applications_status_created_at', ['status', 'createdAt'])
@Check('ck_wholesale_applications_status', `"status" IN ('pending', 'approved', 'rejected')`)
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

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;
}
