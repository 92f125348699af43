import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import type { Customer } from '../customers/entities/customer.entity.js';

/*
 * What the token checks read of accounts, as abstract classes (Nest injection tokens). The modules
 * that own the accounts provide them (admin/admin-readers.module.ts, customers/customer-lookup.module.ts),
 * so auth, which every feature folder imports for its guards, imports none of them back.
 */

/** Staff accounts by id (a deleted account or a forged id: null). */
export abstract class StaffAccountSource {
  abstract byId(id: number): Promise<AdminUser | null>;
}

/** The staff-wide "require two-factor" setting. */
export abstract class StaffSettingsSource {
  abstract requireTwoFactor(): Promise<boolean>;
}

/** Customer accounts by id. */
export abstract class CustomerAccountSource {
  abstract byId(id: number): Promise<Customer | null>;
}

/** Who an API key belongs to and what it may do. */
export interface ApiKeyHolder {
  keyId: number;
  customerId: number;
  scope: 'read' | 'write';
}

/** API keys by their secret (unknown, revoked, or its account no longer wholesale: null). */
export abstract class ApiKeySource {
  abstract authenticate(secret: string): Promise<ApiKeyHolder | null>;
}
