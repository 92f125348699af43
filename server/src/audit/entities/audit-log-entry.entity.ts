import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_ACTOR_TYPES = ['admin', 'customer', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** Append-only record of who did what. order_id has no foreign key so entries outlive the order. */
@Entity('audit_log')
@Index('ix_audit_log_order_id_created_at', ['orderId', 'createdAt'])
@Index('ix_audit_log_created_at', ['createdAt'])
@Check('ck_audit_log_actor_type', `"actor_type" IN ('admin', 'customer', 'system')`)
export class AuditLogEntry {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  actorType: AuditActorType;

  /** admin_users.id or customers.id depending on actor_type; NULL for the system. */
  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  /** e.g. 'order.status_changed', 'admin.login_failed'. */
  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
