import { Injectable } from '@nestjs/common';
import { StaffAccountSource } from './account-sources.js';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';

/**
 * How long a staff account read for token checks is reused. Every console call carries the token,
 * and reading the account each time was half the database work of a page of orders. A token
 * revoked by another API process (its version bumped) is therefore refused within this time; the
 * process that bumps it forgets the account at once.
 */
export const ADMIN_ACCOUNT_CACHE_MS = 5_000;
/** Staff accounts are few; the bound only guards against a flood of forged-but-signed ids. */
const MAX_ENTRIES = 1_000;

@Injectable()
export class AdminAccountCache {
  private readonly entries = new Map<number, { admin: AdminUser | null; expiresAt: number }>();

  constructor(private readonly adminAccounts: StaffAccountSource) {}

  /**
   * The account for a token of version `tokenVersion`: reused while fresh, read again when the token
   * is newer than the copy (a fresh token right after a version bump) or the copy has expired.
   */
  async forToken(id: number, tokenVersion: number): Promise<AdminUser | null> {
    const cached = this.entries.get(id);
    if (cached && cached.expiresAt > Date.now() && (cached.admin === null || cached.admin.tokenVersion >= tokenVersion)) return cached.admin;
    const admin = await this.adminAccounts.byId(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { admin, expiresAt: Date.now() + ADMIN_ACCOUNT_CACHE_MS });
    return admin;
  }

  /** After a change to the account (token version, two-factor): the next request reads it again. */
  forget(id: number): void {
    this.entries.delete(id);
  }
}
