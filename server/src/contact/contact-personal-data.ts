import type { EntityManager } from 'typeorm';

/** The contact module's part of data deletion: the form submissions themselves go (the conversation keeps the thread). */
export async function removeContactMessagesOf(manager: EntityManager, email: string): Promise<number> {
  const [rows]: [unknown[]] = await manager.query(`DELETE FROM contact_messages WHERE lower(email) = lower($1) RETURNING id`, [email]);
  return rows.length;
}
