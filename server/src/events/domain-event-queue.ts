import { In, type DataSource, type EntityManager } from 'typeorm';
import { DomainEvent } from './entities/domain-event.entity.js';

/**
 * The domain_events table read as a queue by its consumer (the automation relay and engine). The
 * statements live beside the table's owner; the consumer decides when to call them.
 */
type Runner = DataSource | EntityManager;

export interface ClaimedDomainEvent {
  id: number;
  type: string;
  /** Creation and claim times in microseconds since the epoch, as text (exact, for job ids). */
  created_us: string;
  queued_us: string;
}

/** Claims up to `limit` pending events (and queued ones left stale for `staleMinutes`), oldest first, skipping rows another claimer holds. */
export async function claimDomainEvents(runner: Runner, limit: number, staleMinutes: number): Promise<ClaimedDomainEvent[]> {
  const [claimed] = await runner.query<[ClaimedDomainEvent[], number]>(
    `UPDATE domain_events SET status = 'queued', queued_at = now(), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM domain_events
         WHERE status = 'pending'
            OR (status = 'queued' AND queued_at < now() - make_interval(mins => $2))
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, type, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us,
                (extract(epoch FROM queued_at) * 1000000)::bigint::text AS queued_us`,
    [limit, staleMinutes],
  );
  return claimed.sort((a, b) => a.id - b.id);
}

/** Marks events done. `onlyQueued`: only those still claimed (a relay's own claim), never ones a worker already finished. */
export async function markDomainEventsProcessed(runner: Runner, ids: readonly number[], options: { onlyQueued?: boolean } = {}): Promise<void> {
  if (ids.length === 0) return;
  await runner.query(
    `UPDATE domain_events SET status = 'processed', processed_at = now(), last_error = NULL
      WHERE id = ANY($1::int[])${options.onlyQueued ? ` AND status = 'queued'` : ''}`,
    [ids],
  );
}

/** Gives claimed events back to the queue (their job could not be enqueued). */
export async function releaseDomainEvents(runner: Runner, ids: readonly number[]): Promise<void> {
  await runner.query(`UPDATE domain_events SET status = 'pending', queued_at = NULL WHERE id = ANY($1::int[]) AND status = 'queued'`, [ids]);
}

/** The events of these ids, in id order. */
export function loadDomainEvents(manager: EntityManager, ids: readonly number[]): Promise<DomainEvent[]> {
  return manager.getRepository(DomainEvent).find({ where: { id: In([...ids]) }, order: { id: 'ASC' } });
}
