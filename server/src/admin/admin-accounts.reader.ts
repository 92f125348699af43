import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminUser } from './entities/admin-user.entity.js';
import type { StaffAccountSource } from '../auth/account-sources.js';

/** Staff accounts as other modules may read them: by id, for checking a staff token. */
@Injectable()
export class AdminAccountsReader implements StaffAccountSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account with this id, or null when there is none (a deleted account or a forged id). */
  byId(id: number): Promise<AdminUser | null> {
    return this.dataSource.getRepository(AdminUser).findOneBy({ id });
  }
}
