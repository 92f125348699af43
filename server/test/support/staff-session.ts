import { DataSource } from 'typeorm';
import { AdminUser } from '../../src/admin/entities/admin-user.entity.js';
import { AuthTokensService } from '../../src/auth/auth-tokens.service.js';
import type { TestApp } from './test-app.js';

/** The staff account the app created from ADMIN_USERNAME, and a valid staff token for it. */
export async function staffSession(testApp: TestApp, username: string): Promise<{ admin: AdminUser; token: string }> {
  const admin = await testApp.app.get(DataSource).getRepository(AdminUser).findOneByOrFail({ username });
  return { admin, token: testApp.app.get(AuthTokensService).issueAdminToken(admin) };
}
