import type { EntityManager } from 'typeorm';

/**
 * The wholesale module's part of data deletion: an application is a company's, but its contact
 * person's name, e-mail, phone and title are personal data and go.
 */
export async function anonymiseWholesaleContactsOf(manager: EntityManager, email: string, placeholderEmail: string): Promise<number> {
  const [rows]: [unknown[]] = await manager.query(
    `UPDATE wholesale_applications SET first_name = 'Deleted', last_name = 'contact', email = $2, phone = '', title = NULL
      WHERE lower(email) = lower($1)
      RETURNING id`,
    [email, placeholderEmail],
  );
  return rows.length;
}
