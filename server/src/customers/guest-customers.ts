import type { EntityManager } from 'typeorm';

export interface CustomerContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/**
 * The customer with this e-mail (case-insensitive), or a new passwordless one, inside the caller's
 * transaction. One statement decides, so two orders for a new address at once make one customer.
 * Used by staff-entered orders; web checkouts use guestCustomerUpsertSql inside their one statement.
 */
export async function findOrCreateCustomer(manager: EntityManager, contact: CustomerContact): Promise<{ customerId: number; isNewAccount: boolean }> {
  const inserted: { id: number }[] = await manager.query(
    `INSERT INTO customers (email, first_name, last_name, phone) VALUES ($1, $2, $3, $4)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [contact.email, contact.firstName, contact.lastName, contact.phone],
  );
  if (inserted[0]) return { customerId: inserted[0].id, isNewAccount: true };
  const found: { id: number }[] = await manager.query('SELECT id FROM customers WHERE lower(email) = lower($1)', [contact.email]);
  return { customerId: found[0].id, isNewAccount: false };
}

/**
 * findOrCreateCustomer for a writer that puts a whole change in one SQL statement (order placement:
 * see orders/order-insert.ts): the body of a CTE answering `id` and `is_new` for the contact in the
 * four text parameters, only when `onlyWhenSql` (a boolean expression) holds.
 */
export function guestCustomerUpsertSql(params: { email: string; firstName: string; lastName: string; phone: string }, onlyWhenSql: string): string {
  // DO UPDATE (a no-op write), not DO NOTHING: it answers the existing row even when another
  // order committed it after this statement's snapshot; xmax = 0 only on a freshly inserted row.
  return `INSERT INTO customers (email, first_name, last_name, phone)
       SELECT ${params.email}::text, ${params.firstName}::text, ${params.lastName}::text, ${params.phone}::text WHERE ${onlyWhenSql}
       ON CONFLICT ((lower(email))) DO UPDATE SET email = customers.email
       RETURNING id, xmax = 0 AS is_new`;
}

/** When the customer row was created, or null: a replayed checkout tells from it whether its order made the account. */
export async function customerCreatedAt(manager: EntityManager, customerId: number): Promise<Date | null> {
  const rows: { created_at: Date }[] = await manager.query('SELECT created_at FROM customers WHERE id = $1', [customerId]);
  return rows[0]?.created_at ?? null;
}
