import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { calendarDateIn, expectedCompletionDate, isServiceLevel } from '@apostille/domain';
import { BUSINESS_TIME_ZONE } from '../notifications/status-change-mail.js';
import { publishDomainEvents, type NewDomainEvent } from './domain-event-publisher.js';

/** An extra charge's link is reminded of once it has been unpaid this long. */
export const UNPAID_LINK_REMINDER_HOURS = 48;
/** Tiers whose customers paid for speed: an order of these past its expected date is flagged to staff. */
const WATCHED_TIERS = ['rush', 'lightning'];
/** Statuses before the apostille is done: an order still in one of these is "not moved" for the overdue check. */
const NOT_YET_APOSTILLED = ['pending', 'processing', 'docs_received', 'authentication_in_progress'];
/** Candidates looked at per run; the next run takes the rest. */
const BATCH = 1000;

export interface NoticedFacts {
  unpaidLinks: number;
  overdueOrders: number;
}

/**
 * The time-based automation check (a BullMQ job scheduler runs it): finds what became true with the
 * passing of time and publishes each fact as a domain event exactly once (automation_time_facts),
 * so rules listening to `payment_link.unpaid` and `order.overdue` act on it like on any event.
 */
@Injectable()
export class TimeFactsService {
  private readonly logger = new Logger('TimeFacts');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async noticeDueFacts(now: Date): Promise<NoticedFacts> {
    const unpaidLinks = await this.noticeUnpaidLinks(now);
    const overdueOrders = await this.noticeOverdueOrders(now);
    if (unpaidLinks + overdueOrders > 0) this.logger.log(`time-based automation: ${unpaidLinks} unpaid payment links, ${overdueOrders} overdue orders noticed`);
    return { unpaidLinks, overdueOrders };
  }

  private async noticeUnpaidLinks(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - UNPAID_LINK_REMINDER_HOURS * 60 * 60_000);
    const due: { id: number; orderId: number }[] = await this.dataSource.query(
      `SELECT c.id, c.order_id AS "orderId" FROM extra_charges c JOIN orders o ON o.id = c.order_id
        WHERE c.status = 'pending' AND c.created_at < $1 AND o.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM automation_time_facts f WHERE f.kind = 'payment_link_unpaid' AND f.subject_id = c.id)
        ORDER BY c.id LIMIT $2`,
      [cutoff, BATCH],
    );
    return this.publishOnce('payment_link_unpaid', due, (charge) => ({
      type: 'payment_link.unpaid',
      payload: { orderId: charge.orderId, extraChargeId: charge.id, unpaidHours: UNPAID_LINK_REMINDER_HOURS },
    }));
  }

  private async noticeOverdueOrders(now: Date): Promise<number> {
    const candidates: { id: number; serviceLevel: string; createdAt: Date }[] = await this.dataSource.query(
      `SELECT o.id, o.service_level AS "serviceLevel", o.created_at AS "createdAt" FROM orders o
        WHERE o.service_level = ANY($1::text[]) AND o.status = ANY($2::text[]) AND o.deleted_at IS NULL AND o.created_at < $3
          AND NOT EXISTS (SELECT 1 FROM automation_time_facts f WHERE f.kind = 'order_overdue' AND f.subject_id = o.id)
        ORDER BY o.id LIMIT $4`,
      [WATCHED_TIERS, NOT_YET_APOSTILLED, new Date(now.getTime() - 24 * 60 * 60_000), BATCH],
    );
    const today = calendarDateIn(now, BUSINESS_TIME_ZONE);
    // Business days, weekends and federal holidays excluded (libs/domain): overdue once the expected day has passed.
    const overdue = candidates
      .filter(
        (order) =>
          isServiceLevel(order.serviceLevel) && expectedCompletionDate(calendarDateIn(order.createdAt, BUSINESS_TIME_ZONE), order.serviceLevel) < today,
      )
      .map((order) => ({
        id: order.id,
        expectedBy: isServiceLevel(order.serviceLevel) ? expectedCompletionDate(calendarDateIn(order.createdAt, BUSINESS_TIME_ZONE), order.serviceLevel) : null,
      }));
    return this.publishOnce('order_overdue', overdue, (order) => ({ type: 'order.overdue', payload: { orderId: order.id, expectedBy: order.expectedBy } }));
  }

  /** Records the facts and publishes the events of those not recorded before, in one transaction. */
  private async publishOnce<T extends { id: number }>(kind: string, subjects: T[], eventOf: (subject: T) => NewDomainEvent): Promise<number> {
    if (subjects.length === 0) return 0;
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const inserted: { subject_id: number }[] = await manager.query(
        `INSERT INTO automation_time_facts (kind, subject_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING subject_id`,
        [kind, subjects.map((subject) => subject.id)],
      );
      const fresh = new Set(inserted.map((row) => row.subject_id));
      await publishDomainEvents(manager, subjects.filter((subject) => fresh.has(subject.id)).map(eventOf));
      return fresh.size;
    });
  }
}
