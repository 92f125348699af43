import { claimDomainEvents, markDomainEventsProcessed, releaseDomainEvents } from '../events/domain-event-queue.js';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { QUEUES } from '../queue/queue-names.js';
import { PollingRelay, RELAY_BATCH_SIZE } from '../queue/polling-relay.js';
import { DatabaseNotifications, NOTIFY_CHANNELS } from '../queue/database-notifications.js';
import { AutomationRuleCache } from './automation-rule-cache.service.js';

/**
 * An automation job: the events of one relay claim, handled in one transaction (see
 * AutomationEngineService.handleEvents); their rules run once per (rule, event), so a redelivery is
 * harmless. `eventId` is the one-event shape of earlier versions, still in queues at upgrade.
 */
export type AutomationEventJob = { eventIds: number[] } | { eventId: number };

/** Staff asking rules to run: always queued, whatever events the rules listen to. */
const STAFF_REQUEST_EVENTS: ReadonlySet<string> = new Set(['automation.manual_trigger', 'automation.batch_requested']);
// An event queued this long ago whose job never finished is queued again (its job was lost).
const STALE_QUEUED_MINUTES = 15;

/**
 * Moves committed domain events onto the automation queue, as the e-mail outbox relay does with
 * mail: rows are claimed with SKIP LOCKED, so several workers relay side by side without queuing
 * an event twice, and an event of a rolled-back transaction never exists to be claimed.
 */
@Injectable()
export class AutomationRelayService extends PollingRelay {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.automation) private readonly queue: Queue<AutomationEventJob>,
    @Inject(APP_CONFIG) config: ResolvedConfig,
    private readonly notifications: DatabaseNotifications,
    private readonly ruleCache: AutomationRuleCache,
  ) {
    super('automation relay', config.outboxPollMs, { notifications, channel: NOTIFY_CHANNELS.domainEvents });
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    // A rule changed anywhere: drop this process's copy at once (the cache also checks on each use).
    void this.notifications.listen(NOTIFY_CHANNELS.automationRules, () => this.ruleCache.invalidate());
  }

  protected async claimAndEnqueue(): Promise<number> {
    const claimed = await claimDomainEvents(this.dataSource, RELAY_BATCH_SIZE, STALE_QUEUED_MINUTES);
    if (claimed.length === 0) return 0;
    // An event no active rule listens to (most status changes, with the default rules) would only be
    // loaded and marked done by a job: it is marked done here and never queued.
    const listened = (await this.ruleCache.active()).listenedEventTypes;
    const toQueue = claimed.filter((row) => listened.has(row.type) || STAFF_REQUEST_EVENTS.has(row.type));
    const unheard = claimed.filter((row) => !toQueue.includes(row)).map((row) => row.id);
    await markDomainEventsProcessed(this.dataSource, unheard, { onlyQueued: true });
    if (toQueue.length === 0) return claimed.length;
    try {
      // One job for the claim: the engine handles its events in one transaction.
      await this.queue.add('events', { eventIds: toQueue.map((row) => row.id) }, { jobId: automationBatchJobId(toQueue) });
    } catch (error) {
      await releaseDomainEvents(
        this.dataSource,
        toQueue.map(({ id }) => id),
      );
      throw error;
    }
    return claimed.length;
  }
}

/** Event id plus creation time: a database recreated next to the same queue reuses ids (see outboxJobId). */
export function automationJobId(row: { id: number; created_us: string }): string {
  return `event-${row.id}-${row.created_us}`;
}

/**
 * The job of a claim: its first event's id and creation time (a recreated database reuses ids), its
 * last event's id, and the claim's time (events claimed again after their job was lost get a new job,
 * where the old id would be ignored while BullMQ keeps the failed job).
 */
export function automationBatchJobId(rows: ReadonlyArray<{ id: number; created_us: string; queued_us: string }>): string {
  const first = rows[0];
  return `events-${first.id}-${first.created_us}-${rows[rows.length - 1].id}-${first.queued_us}`;
}
