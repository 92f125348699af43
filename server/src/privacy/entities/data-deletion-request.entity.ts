import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdminUser } from '../../admin/entities/admin-user.entity.js';

export const DATA_DELETION_STATUSES = ['pending', 'waiting', 'completed'] as const;
export type DataDeletionStatus = (typeof DATA_DELETION_STATUSES)[number];

/** What the deletion job did (counts per kind of record), or which open orders it is waiting for. */
export interface DataDeletionOutcome {
  waitingForOrders?: string[];
  ordersAnonymised?: number;
  documentFilesRemoved?: number;
  accountsAnonymised?: number;
  conversationsAnonymised?: number;
  contactMessagesRemoved?: number;
  emailsRedacted?: number;
  paymentsAnonymised?: number;
  translationQuotesAnonymised?: number;
  wholesaleApplicationsAnonymised?: number;
}

/**
 * A verified request to delete a person's data (CCPA "right to delete"), recorded by staff once the
 * person's identity was checked. The deletion job carries it out; it waits while an order of that
 * person is still being processed (the service they paid for needs the data).
 */
@Entity('data_deletion_requests')
@Index('ix_data_deletion_requests_open', ['id'], { where: `"status" <> 'completed'` })
@Check('ck_data_deletion_requests_status', `"status" IN ('pending', 'waiting', 'completed')`)
export class DataDeletionRequest {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** Whose data: every record under this address (compared case-insensitively). */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'text', default: 'pending' })
  status: DataDeletionStatus;

  @Column({ type: 'integer', nullable: true })
  requestedByAdminId: number | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by_admin_id' })
  requestedByAdmin: Relation<AdminUser> | null;

  @Column({ type: 'jsonb', nullable: true })
  outcome: DataDeletionOutcome | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** When the e-mail telling the person their data was deleted was queued (with the completion). */
  @Column({ type: 'timestamptz', nullable: true })
  requesterToldAt: Date | null;
}
