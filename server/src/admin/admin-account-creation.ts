import type { DataSource } from 'typeorm';
import { hashPassword } from '../common/security/password-hasher.js';
import { AdminUser, type AdminRole } from './entities/admin-user.entity.js';

export interface NewAdminAccount {
  username: string;
  email: string;
  password: string;
  /** Left out: owner for the first account, staff for later ones. */
  role?: AdminRole;
}

/**
 * Adds a staff account from the command line (npm run admin:create), which runs without the Nest
 * application and so takes the data source it opened. Returns the role the account got.
 */
export async function createAdminAccount(dataSource: DataSource, account: NewAdminAccount): Promise<AdminRole> {
  const { username, email, password, role } = account;
  const admins = dataSource.getRepository(AdminUser);
  // Usernames are unique whatever their case: `ADMIN` is refused beside `admin`.
  const taken = await admins.createQueryBuilder('admin').where('lower(admin.username) = lower(:username)', { username }).getExists();
  if (taken) throw new Error(`an admin named "${username}" already exists (usernames do not depend on capital letters)`);
  // Without a role the first account becomes the owner (someone must manage staff), later ones get the least access.
  const chosenRole: AdminRole = role ?? ((await admins.exists({ where: { role: 'owner' } })) ? 'staff' : 'owner');
  await admins.save(admins.create({ username, email, role: chosenRole, passwordHash: await hashPassword(password) }));
  return chosenRole;
}
