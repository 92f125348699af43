import { Injectable } from '@nestjs/common';
import { StaffSettingsSource } from './account-sources.js';
import { ADMIN_ACCOUNT_CACHE_MS } from './admin-account.cache.js';

/**
 * The staff settings the permission guard reads on every staff request, reused for as long as a
 * cached account (another process sees a change within that time; this one at once, via forget).
 */
@Injectable()
export class StaffSettingsCache {
  private cached: { requireTwoFactor: boolean; expiresAt: number } | null = null;

  constructor(private readonly staffSettings: StaffSettingsSource) {}

  async requireTwoFactor(): Promise<boolean> {
    if (!this.cached || this.cached.expiresAt <= Date.now()) {
      const requireTwoFactor = await this.staffSettings.requireTwoFactor();
      this.cached = { requireTwoFactor, expiresAt: Date.now() + ADMIN_ACCOUNT_CACHE_MS };
    }
    return this.cached.requireTwoFactor;
  }

  forget(): void {
    this.cached = null;
  }
}
