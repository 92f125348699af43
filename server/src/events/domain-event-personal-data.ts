import type { EntityManager } from 'typeorm';

/** The automation module's part of data deletion: event payloads that carried the e-mail get the placeholder. */
export async function redactDomainEventsOf(manager: EntityManager, email: string, placeholderEmail: string): Promise<number> {
  const [rows]: [unknown[]] = await manager.query(
    `UPDATE domain_events SET payload = jsonb_set(payload, '{customerEmail}', to_jsonb($2::text))
      WHERE lower(payload->>'customerEmail') = lower($1)
      RETURNING id`,
    [email, placeholderEmail],
  );
  return rows.length;
}
