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
 * Shared by web checkouts and staff-entered orders.
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
