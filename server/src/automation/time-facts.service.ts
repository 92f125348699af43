import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { calendarDateIn, expectedCompletion, isServiceLevel, overdueAfter } from '@apostille/domain';
import { BUSINESS_TIME_ZONE } from '../notifications/status-change-mail.js';
import { AutomationOrderFactsService } from '../orders/automation-order-facts.service.js';
import { AutomationPaymentFactsService, type UnpaidCharge } from '../payments/automation-payment-facts.service.js';
import { publishDomainEvents, type NewDomainEvent } from '../events/domain-event-publisher.js';
import { firstUnnoticed } from './unnoticed-subjects.js';
import { UnitOfWork } from '../database/unit-of-work.js';

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

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: AutomationOrderFactsService,
    private readonly payments: AutomationPaymentFactsService,
  ) {}

  async noticeDueFacts(now: Date): Promise<NoticedFacts> {
    const unpaidLinks = await this.noticeUnpaidLinks(now);
    const overdueOrders = await this.noticeOverdueOrders(now);
    if (unpaidLinks + overdueOrders > 0) this.logger.log(`time-based automation: ${unpaidLinks} unpaid payment links, ${overdueOrders} overdue orders noticed`);
    return { unpaidLinks, overdueOrders };
  }

  private async noticeUnpaidLinks(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - UNPAID_LINK_REMINDER_HOURS * 60 * 60_000);
    // A deleted order's charges are left alone; which orders are live is asked a page at a time.
    const due = await firstUnnoticed(
      this.dataSource,
      'payment_link_unpaid',
      BATCH,
      (afterId, limit) => this.payments.unpaidCharges({ createdBefore: cutoff, afterId, limit }),
      (charges) => this.ofLiveOrders(charges),
    );
    return this.publishOnce('payment_link_unpaid', due, (charge) => ({
      type: 'payment_link.unpaid',
      payload: { orderId: charge.orderId, extraChargeId: charge.id, unpaidHours: UNPAID_LINK_REMINDER_HOURS },
    }));
  }

  private async noticeOverdueOrders(now: Date): Promise<number> {
    const receivedBefore = new Date(now.getTime() - 24 * 60 * 60_000);
    const candidates = await firstUnnoticed(this.dataSource, 'order_overdue', BATCH, (afterId, limit) =>
      this.orders.unfinishedOrders({ serviceLevels: WATCHED_TIERS, statuses: NOT_YET_APOSTILLED, receivedBefore, afterId, limit }),
    );
    const today = calendarDateIn(now, BUSINESS_TIME_ZONE);
    // Business days, weekends and federal holidays excluded (libs/domain): overdue once the expected day has passed.
    // The same firm date the customer was told once the originals arrived: the tier's turnaround after
    // the longest route's government legs, counted from the arrival day (libs/domain expectedCompletion).
    const overdue = candidates.flatMap((order) => {
      if (!isServiceLevel(order.serviceLevel)) return [];
      const expectedBy = overdueAfter(
        expectedCompletion({
          serviceLevel: order.serviceLevel,
          routes: order.documentRoutes,
          postedFromCountry: null,
          originalsReceivedOn: calendarDateIn(order.originalsReceivedAt, BUSINESS_TIME_ZONE),
          today,
        }),
      );
      return expectedBy !== null && expectedBy < today ? [{ id: order.id, expectedBy }] : [];
    });
    return this.publishOnce('order_overdue', overdue, (order) => ({ type: 'order.overdue', payload: { orderId: order.id, expectedBy: order.expectedBy } }));
  }

  private async ofLiveOrders(charges: UnpaidCharge[]): Promise<UnpaidCharge[]> {
    const live = new Set(await this.orders.liveOrderIds([...new Set(charges.map((charge) => charge.orderId))]));
    return charges.filter((charge) => live.has(charge.orderId));
  }

  /** Records the facts and publishes the events of those not recorded before, in one transaction. */
  private async publishOnce<T extends { id: number }>(kind: string, subjects: T[], eventOf: (subject: T) => NewDomainEvent): Promise<number> {
    if (subjects.length === 0) return 0;
    return this.unitOfWork.run(async (manager: EntityManager) => {
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
