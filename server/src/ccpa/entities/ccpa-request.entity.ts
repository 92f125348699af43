import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { CCPA_VERIFICATION_METHODS, type CcpaVerificationMethod } from '@apostille/domain';

export { CCPA_VERIFICATION_METHODS, type CcpaVerificationMethod };

export const CCPA_REQUEST_STATUSES = ['received', 'acknowledged', 'completed'] as const;
export type CcpaRequestStatus = (typeof CCPA_REQUEST_STATUSES)[number];

/**
 * A "Do Not Sell or Share" request with its statutory deadlines (acknowledge within 10 business days,
 * respond within 45 days, extendable once by 45). Date columns are read as 'YYYY-MM-DD' strings.
 */
@Entity('ccpa_requests')
@Index('ix_ccpa_requests_status_respond_by', ['status', 'respondBy'])
@Check('ck_ccpa_requests_verification_method', `"verification_method" IN ('email', 'phone', 'account')`)
@Check('ck_ccpa_requests_status', `"status" IN ('received', 'acknowledged', 'completed')`)
export class CcpaRequest {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: 'email' })
  verificationMethod: CcpaVerificationMethod;

  @Column({ type: 'text', default: 'received' })
  status: CcpaRequestStatus;

  @Column({ type: 'date' })
  acknowledgeBy: string;

  @Column({ type: 'date' })
  respondBy: string;

  @Column({ type: 'date', nullable: true })
  extendedRespondBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
