import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StaffSettings } from './entities/staff-settings.entity.js';
import type { StaffSettingsSource } from '../auth/account-sources.js';

/** The staff-area settings as other modules may read them. */
@Injectable()
export class StaffSettingsReader implements StaffSettingsSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether staff must have two-factor on; off until an owner has saved the settings once. */
  async requireTwoFactor(): Promise<boolean> {
    const settings = await this.dataSource.getRepository(StaffSettings).findOneBy({ id: 1 });
    return settings?.requireTwoFactor ?? false;
  }
}
