import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StaffSettings } from '../admin/entities/staff-settings.entity.js';
import { ADMIN_ACCOUNT_CACHE_MS } from './admin-account.cache.js';

/**
 * The staff settings the permission guard reads on every staff request, reused for as long as a
 * cached account (another process sees a change within that time; this one at once, via forget).
 */
@Injectable()
export class StaffSettingsCache {
  private cached: { settings: StaffSettings | null; expiresAt: number } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async requireTwoFactor(): Promise<boolean> {
    if (!this.cached || this.cached.expiresAt <= Date.now()) {
      const settings = await this.dataSource.getRepository(StaffSettings).findOneBy({ id: 1 });
      this.cached = { settings, expiresAt: Date.now() + ADMIN_ACCOUNT_CACHE_MS };
    }
    return this.cached.settings?.requireTwoFactor ?? false;
  }

  forget(): void {
    this.cached = null;
  }
}
