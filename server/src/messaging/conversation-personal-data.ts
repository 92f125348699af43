import type { EntityManager } from 'typeorm';

/** Text that stands where a deleted person's words were. */
export const REMOVED_TEXT = "[removed at the customer's request]";

/**
 * The messaging module's part of data deletion: the person's conversations keep their shape
 * (dates, status, order link) so staff history still reads, but every message body (theirs and
 * staff replies, which quote and address them), the subject and the name are removed.
 */
export async function anonymiseConversationsOf(
  manager: EntityManager,
  email: string,
  customerIds: readonly number[],
  placeholderEmail: string,
): Promise<number> {
  const [conversations]: [{ id: number }[]] = await manager.query(
    `UPDATE conversations SET customer_email = $3, customer_name = 'Deleted customer', subject = '[removed]', updated_at = now()
      WHERE lower(customer_email) = lower($1) OR customer_id = ANY($2::int[])
      RETURNING id`,
    [email, customerIds, placeholderEmail],
  );
  if (conversations.length === 0) return 0;
  await manager.query(`UPDATE messages SET content = $2 WHERE conversation_id = ANY($1::int[])`, [conversations.map((row) => row.id), REMOVED_TEXT]);
  return conversations.length;
}
