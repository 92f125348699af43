import type { EntityManager } from 'typeorm';

/** The customers module's part of data deletion. */

/** Accounts registered under this e-mail (case-insensitive). */
export async function customerIdsByEmail(manager: EntityManager, email: string): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(`SELECT id FROM customers WHERE lower(email) = lower($1)`, [email]);
  return rows.map((row) => row.id);
}

/**
 * Empties the accounts: names, phone and e-mail (replaced by `placeholderEmail`, so the row can
 * stay linked to the orders it placed), no password, and a new token version, which signs out
 * every session at once. The account can never be signed in to again.
 */
export async function anonymiseCustomerAccounts(manager: EntityManager, customerIds: readonly number[], placeholderEmail: string): Promise<number> {
  if (customerIds.length === 0) return 0;
  const [rows]: [unknown[]] = await manager.query(
    `UPDATE customers SET
        email = $2 || '.' || id, first_name = 'Deleted', last_name = 'customer', phone = NULL,
        password_hash = NULL, email_verified = false, email_verification_token_hash = NULL,
        token_version = token_version + 1, failed_login_count = 0, locked_until = NULL, updated_at = now()
      WHERE id = ANY($1::int[])
      RETURNING id`,
    [customerIds, placeholderEmail],
  );
  return rows.length;
}
