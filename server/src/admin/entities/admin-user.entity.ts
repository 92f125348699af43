import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';
import { STAFF_ROLES, type StaffRole } from '@apostille/domain';

export const ADMIN_ROLES = STAFF_ROLES;
export type AdminRole = StaffRole;

/** pg returns bigint as a string; TOTP steps (unix time / 30) are far below 2^53, so a number is exact. */
const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

@Entity('admin_users')
// Unique on lower(username), which TypeORM cannot express: created by the migration.
@Index('uq_admin_users_username_any_case', { synchronize: false })
@Check('ck_admin_users_role', `"role" IN ('owner', 'admin', 'staff')`)
export class AdminUser {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'admin' })
  role: AdminRole;

  /** Set while an owner has disabled the account: it cannot sign in and its tokens are refused. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  @Column({ type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** Last accepted TOTP time step; a code for this step or earlier is refused (no replay). */
  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  lastTotpStep: number | null;

  /** Hashes of the unused backup codes; a used code is removed. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  backupCodeHashes: string[];

  /** The secret setup-2fa generated (encrypted), waiting for enable-2fa to confirm a code of it. */
  @Column({ type: 'text', nullable: true })
  pendingTwoFactorSecret: string | null;

  /** Hashes of the backup codes setup-2fa generated, active once enable-2fa succeeds. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  pendingBackupCodeHashes: string[];

  /** When setup-2fa generated the pending secret; it is refused once too old. */
  @Column({ type: 'timestamptz', nullable: true })
  pendingTwoFactorAt: Date | null;

  /** Part of every admin JWT; incrementing it revokes all issued tokens. */
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
}
