import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';

import { CCPA_VERIFICATION_METHODS, type CcpaVerificationMethod } from '@apostille/domain';

export { CCPA_VERIFICATION_METHODS, type CcpaVerificationMethod };

/** 'acknowledged' is kept for rows of the first release; staff now go from received to completed or declined. */
export const CCPA_REQUEST_STATUSES = ['received', 'acknowledged', 'completed', 'declined'] as const;
export type CcpaRequestStatus = (typeof CCPA_REQUEST_STATUSES)[number];

/**
 * A "Do Not Sell or Share" request with its statutory deadlines (acknowledge within 10 business days,
 * respond within 45 days, extendable once by 45). Date columns are read as 'YYYY-MM-DD' strings.
 */
@Entity('ccpa_requests')
@Index('ix_ccpa_requests_status_respond_by', ['status', 'respondBy'])
@Check('ck_ccpa_requests_verification_method', `"verification_method" IN ('email', 'phone', 'account')`)
@Check('ck_ccpa_requests_status', `"status" IN ('received', 'acknowledged', 'completed', 'declined')`)
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

  /** When staff completed or declined it. */
  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** What staff told the requester: what was done, or why it was declined. */
  @Column({ type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ type: 'integer', nullable: true })
  decidedByAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by_admin_id' })
  decidedByAdmin: Relation<AdminUser> | null;
}
