import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { STAFF_MESSAGES, type StaffMemberView, type StaffRole, type StaffSettingsView, isStaffRole } from '@apostille/domain';
import { AuditService } from '../../audit/audit.service.js';
import { AdminAccountCache } from '../../auth/admin-account.cache.js';
import { StaffSettingsCache } from '../../auth/staff-settings.cache.js';
import { hashPassword } from '../../common/security/password-hasher.js';
import { AdminUser } from '../entities/admin-user.entity.js';
import { StaffSettings } from '../entities/staff-settings.entity.js';
import type { CreateStaffMemberDto } from './staff.dto.js';
import type { StaffActor } from '../../common/staff-actor.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

/** Advisory lock key serialising staff-account changes (the first-admin bootstrap uses 4271002). */
const STAFF_CHANGES_LOCK = 4271003;

export function staffMemberView(admin: AdminUser): StaffMemberView {
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    role: admin.role,
    twoFactorEnabled: admin.twoFactorEnabled,
    disabled: admin.disabledAt !== null,
    createdAt: admin.createdAt.toISOString(),
  };
}

/**
 * Staff accounts as owners manage them. Every change is audited in its own transaction, and
 * changes run one at a time, so two owners demoting each other at once cannot both succeed.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly accounts: AdminAccountCache,
    private readonly settingsCache: StaffSettingsCache,
  ) {}

  async list(): Promise<StaffMemberView[]> {
    const admins = await this.dataSource.getRepository(AdminUser).find({ order: { username: 'ASC' } });
    return admins.map(staffMemberView);
  }

  async create(input: CreateStaffMemberDto, actor: StaffActor): Promise<StaffMemberView> {
    const passwordHash = await hashPassword(input.password);
    return this.unitOfWork.run(async (manager) => {
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO admin_users (username, email, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
        [input.username, input.email, passwordHash, input.role],
      );
      if (rows.length === 0) throw new ConflictException(STAFF_MESSAGES.usernameTaken);
      const admin = await manager.getRepository(AdminUser).findOneByOrFail({ id: rows[0].id });
      await this.record(manager, actor, 'staff.created', { staffId: admin.id, username: admin.username, role: admin.role });
      return staffMemberView(admin);
    });
  }

  async changeRole(id: number, role: StaffRole, actor: StaffActor): Promise<StaffMemberView> {
    if (!isStaffRole(role)) throw new BadRequestException(STAFF_MESSAGES.invalidRole);
    return this.change(id, async (manager, admin) => {
      if (admin.role === role) return admin;
      if (admin.role === 'owner') await this.assertAnotherOwner(manager, admin.id);
      await manager.query('UPDATE admin_users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
      await this.record(manager, actor, 'staff.role_changed', { staffId: id, from: admin.role, to: role });
      return { ...admin, role };
    });
  }

  async setDisabled(id: number, disabled: boolean, actor: StaffActor): Promise<StaffMemberView> {
    if (disabled && id === actor.adminId) throw new BadRequestException(STAFF_MESSAGES.notYourself);
    return this.change(id, async (manager, admin) => {
      if ((admin.disabledAt !== null) === disabled) return admin;
      if (disabled && admin.role === 'owner') await this.assertAnotherOwner(manager, admin.id);
      // Disabling bumps the token version: every token of the account stops working.
      const [rows]: [{ disabled_at: Date | null; token_version: number }[]] = await manager.query(
        `UPDATE admin_users
            SET disabled_at = CASE WHEN $2 THEN now() ELSE NULL END,
                token_version = token_version + CASE WHEN $2 THEN 1 ELSE 0 END, updated_at = now()
          WHERE id = $1 RETURNING disabled_at, token_version`,
        [id, disabled],
      );
      await this.record(manager, actor, disabled ? 'staff.disabled' : 'staff.enabled', { staffId: id });
      return { ...admin, disabledAt: rows[0].disabled_at, tokenVersion: rows[0].token_version };
    });
  }

  /** Clears the secret and backup codes and signs the account out everywhere; it sets two-factor up again. */
  async resetTwoFactor(id: number, actor: StaffActor): Promise<StaffMemberView> {
    return this.change(id, async (manager, admin) => {
      await manager.query(
        `UPDATE admin_users
            SET two_factor_enabled = false, two_factor_secret = NULL, backup_code_hashes = '{}', last_totp_step = NULL,
                token_version = token_version + 1, updated_at = now()
          WHERE id = $1`,
        [id],
      );
      await this.record(manager, actor, 'staff.2fa_reset', { staffId: id });
      return { ...admin, twoFactorEnabled: false, twoFactorSecret: null, backupCodeHashes: [] };
    });
  }

  async settings(): Promise<StaffSettingsView> {
    const settings = await this.dataSource.getRepository(StaffSettings).findOneBy({ id: 1 });
    return { requireTwoFactor: settings?.requireTwoFactor ?? false };
  }

  async updateSettings(input: StaffSettingsView, actor: StaffActor): Promise<StaffSettingsView> {
    await this.unitOfWork.run(async (manager) => {
      await manager.query(
        `INSERT INTO staff_settings (id, require_two_factor) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET require_two_factor = EXCLUDED.require_two_factor, updated_at = now()`,
        [input.requireTwoFactor],
      );
      await this.record(manager, actor, 'staff.settings_changed', { requireTwoFactor: input.requireTwoFactor });
    });
    this.settingsCache.forget();
    return { requireTwoFactor: input.requireTwoFactor };
  }

  /** Locks the account's row, applies the change, and makes this process read the account again. */
  private async change(id: number, apply: (manager: EntityManager, admin: AdminUser) => Promise<AdminUser>): Promise<StaffMemberView> {
    const updated = await this.unitOfWork.run(async (manager) => {
      // Staff changes are rare: one at a time, so the last-owner check cannot race or deadlock.
      await manager.query('SELECT pg_advisory_xact_lock($1)', [STAFF_CHANGES_LOCK]);
      const admin = await manager.getRepository(AdminUser).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!admin) throw new NotFoundException(STAFF_MESSAGES.notFound);
      return apply(manager, admin);
    });
    this.accounts.forget(id);
    return staffMemberView(updated);
  }

  /** Refuses when the account is the last enabled owner (under the staff-changes lock). */
  private async assertAnotherOwner(manager: EntityManager, ownerId: number): Promise<void> {
    const owners: { id: number }[] = await manager.query(`SELECT id FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL`);
    if (!owners.some((owner) => owner.id !== ownerId)) throw new ConflictException(STAFF_MESSAGES.lastOwner);
  }

  private record(manager: EntityManager, actor: StaffActor, action: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ actorType: 'admin', actorId: actor.adminId, action, details, ipAddress: actor.ipAddress });
  }
}
