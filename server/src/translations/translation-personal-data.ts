import type { EntityManager } from 'typeorm';

/** The translations module's part of data deletion: quotes keep languages and prices, not the person. */
export async function anonymiseTranslationQuotesOf(manager: EntityManager, email: string, placeholderEmail: string): Promise<number> {
  const [rows]: [unknown[]] = await manager.query(
    `UPDATE translation_quotes SET customer_email = $2, notes = NULL, updated_at = now() WHERE lower(customer_email) = lower($1) RETURNING id`,
    [email, placeholderEmail],
  );
  return rows.length;
}
