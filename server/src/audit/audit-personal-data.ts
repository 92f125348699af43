import type { EntityManager } from 'typeorm';

/** Detail keys whose values describe a person (names, contact details, file names that often carry a name). */
const PERSONAL_KEYS = new Set(['originalName', 'name', 'firstName', 'lastName', 'customerName', 'phone', 'email', 'recipient', 'customerEmail']);

/** A copy of audit details with the person's data replaced: any text holding the e-mail, and every personal field. */
export function redactDetails(value: unknown, email: string, placeholderEmail: string, key?: string): unknown {
  if (typeof value === 'string') {
    if (key && PERSONAL_KEYS.has(key)) return value.toLowerCase() === email.toLowerCase() ? placeholderEmail : '[removed]';
    return value.toLowerCase().includes(email.toLowerCase()) ? value.replace(new RegExp(escapeRegExp(email), 'gi'), placeholderEmail) : value;
  }
  if (Array.isArray(value)) return value.map((item) => redactDetails(item, email, placeholderEmail, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redactDetails(item, email, placeholderEmail, name)]));
  }
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The audit log's part of data deletion: who did what, and when, stays; the person's data inside the
 * details of entries about their orders, or naming their e-mail, is replaced.
 */
export async function redactAuditDetailsOf(manager: EntityManager, email: string, orderIds: readonly number[], placeholderEmail: string): Promise<number> {
  const rows: { id: number; details: unknown }[] = await manager.query(
    `SELECT id, details FROM audit_log WHERE order_id = ANY($2::int[]) OR strpos(lower(details::text), lower($1)) > 0`,
    [email, orderIds],
  );
  let changed = 0;
  for (const row of rows) {
    const redacted = redactDetails(row.details, email, placeholderEmail);
    if (JSON.stringify(redacted) === JSON.stringify(row.details)) continue;
    await manager.query(`UPDATE audit_log SET details = $2::jsonb WHERE id = $1`, [row.id, JSON.stringify(redacted)]);
    changed += 1;
  }
  return changed;
}
