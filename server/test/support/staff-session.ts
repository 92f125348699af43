import { DataSource } from 'typeorm';
import { AdminUser } from '../../src/admin/entities/admin-user.entity.js';
import { AuthTokensService } from '../../src/auth/auth-tokens.service.js';
import type { TestApp } from './test-app.js';

/** The staff account the app created from ADMIN_USERNAME, and a valid staff token for it. */
export async function staffSession(testApp: TestApp, username: string): Promise<{ admin: AdminUser; token: string }> {
  const admin = await testApp.app.get(DataSource).getRepository(AdminUser).findOneByOrFail({ username });
  return { admin, token: testApp.app.get(AuthTokensService).issueAdminToken(admin) };
}

/** A new staff-role account (no password to sign in with) and a valid token for it: the role a permission test refuses. */
export async function staffRoleToken(testApp: TestApp, username: string): Promise<string> {
  const admins = testApp.app.get(DataSource).getRepository(AdminUser);
  const staff = await admins.save(admins.create({ username, email: `${username}@example.com`, role: 'staff', passwordHash: 'x' }));
  return testApp.app.get(AuthTokensService).issueAdminToken(staff);
}
