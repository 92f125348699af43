import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { hashPassword } from '../common/security/password-hasher.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** Creates the first staff account from ADMIN_USERNAME / ADMIN_PASSWORD when there is none yet. */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminUsername, adminPassword } = this.config;
    if (!adminUsername || !adminPassword) return;
    // Serialised by an advisory lock so two instances starting together create one admin.
    await this.unitOfWork.run(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(4271002)');
      if ((await manager.getRepository(AdminUser).count()) > 0) return;
      await manager.getRepository(AdminUser).save(
        manager.getRepository(AdminUser).create({
          username: adminUsername,
          email: this.config.supportEmail.match(/<([^>]+)>/)?.[1] ?? this.config.supportEmail,
          passwordHash: await hashPassword(adminPassword),
          role: 'owner',
        }),
      );
      this.logger.log(`created the first admin account "${adminUsername}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
    });
  }
}
