import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Failed sign-ins for usernames that have no account, counted like an account's own failures, so
 * an unknown username gets the same 401s and then the same 429 as a real one (no enumeration).
 */
@Entity('admin_login_failures')
export class AdminLoginFailure {
  /** The username as typed, trimmed and lower-cased. */
  @PrimaryColumn({ type: 'text' })
  usernameKey: string;

  @Column({ type: 'integer', default: 0 })
  failedLoginCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
