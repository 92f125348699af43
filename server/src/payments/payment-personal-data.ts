import type { EntityManager } from 'typeorm';

/** The payments module's part of data deletion: amounts and provider references stay (accounting); the e-mail goes. */
export async function anonymisePaymentsOf(manager: EntityManager, email: string, placeholderEmail: string): Promise<number> {
  const [rows]: [unknown[]] = await manager.query(
    `UPDATE payments SET customer_email = $2, updated_at = now() WHERE lower(customer_email) = lower($1) RETURNING id`,
    [email, placeholderEmail],
  );
  return rows.length;
}
