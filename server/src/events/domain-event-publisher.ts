import type { EntityManager } from 'typeorm';
import { DomainEvent } from './entities/domain-event.entity.js';

/** Every kind of domain event the product writes; automation reads these names. */
export const DOMAIN_EVENT_TYPES = [
  'order.created',
  'payment.received',
  'order.status_changed',
  'document.uploaded',
  'document.apostille_completed',
  // Staff scanned the packing slip of an envelope that arrived at the processing centre.
  'packing_slip.scanned',
  // Facts of time, noticed once each by the time-based check: an extra charge unpaid for 48 hours,
  // a rush or lightning order past its expected completion date.
  'payment_link.unpaid',
  'order.overdue',
  // Staff asking automation to run: one order with the rules of one trigger type, or every active rule.
  'automation.manual_trigger',
  'automation.batch_requested',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface NewDomainEvent {
  type: DomainEventType;
  /** Must name the order (orderId) so automation can find it. */
  payload: { orderId: number } & Record<string, unknown>;
}

/**
 * The one way to publish domain events: rows written in the caller's transaction, so an event
 * exists exactly when the change it reports was committed (a rolled-back change publishes nothing).
 * Several events go in one statement (a bulk status change of N orders writes N rows at once).
 */
export async function publishDomainEvents(manager: EntityManager, events: readonly NewDomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await manager.getRepository(DomainEvent).insert(
    // jsonb payload: TypeORM's deep-partial typing cannot describe arbitrary JSON.
    events.map((event) => ({ type: event.type, payload: event.payload as never, status: 'pending' as const })),
  );
}

export function publishDomainEvent(manager: EntityManager, event: NewDomainEvent): Promise<void> {
  return publishDomainEvents(manager, [event]);
}

/**
 * The same rows as publishDomainEvents, for a writer that puts a whole change in one SQL statement
 * (order placement: see orders/order-insert.ts): the body of a CTE inserting one `type` event per row
 * of `fromSql`, with `payloadSql` (a jsonb expression over that row) as its payload.
 */
export function domainEventInsertSql(type: DomainEventType, payloadSql: string, fromSql: string): string {
  return `INSERT INTO domain_events (type, payload, status) SELECT '${type}', ${payloadSql}, 'pending' FROM ${fromSql}`;
}
