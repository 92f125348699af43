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

/**
 * A mail job delivers a few outbox rows: the queue's own bookkeeping (a job row written, claimed,
 * finished, with its events) cost more database time than the delivery itself when every e-mail
 * had its own job. `outboxId` is the one-row shape of earlier versions, still in queues at upgrade.
 */
export type MailJob = { outboxIds: number[] } | { outboxId: number };

/** Rows per mail job: enough to share the queue's cost, few enough that a slow SMTP relay holds up only these. */
const ROWS_PER_JOB = 20;

/**
 * Moves committed outbox rows onto the mail queue. Rows are claimed with SKIP LOCKED, so
 * any number of workers can run the relay side by side without queuing a row twice.
 */
@Injectable()
export class OutboxRelayService extends PollingRelay {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.mail) private readonly mailQueue: Queue<MailJob>,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    notifications: DatabaseNotifications,
  ) {
    super('outbox relay', config.outboxPollMs, { notifications, channel: NOTIFY_CHANNELS.outboxMessages });
  }

  protected async claimAndEnqueue(): Promise<number> {
    const [claimed] = await this.dataSource.query<[Array<{ id: number; created_us: string; queued_us: string }>, number]>(
      `UPDATE outbox_messages SET status = 'queued', queued_at = now()
        WHERE id IN (
          SELECT id FROM outbox_messages
           WHERE status = 'pending'
              OR (status = 'queued' AND queued_at < now() - $2::int * interval '1 millisecond')
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us,
                  (extract(epoch FROM queued_at) * 1000000)::bigint::text AS queued_us`,
      [RELAY_BATCH_SIZE, this.config.outboxRequeueAfterMs],
    );
    if (claimed.length === 0) return 0;
    // RETURNING follows the rows' physical order, not the subquery's: jobs send oldest first.
    claimed.sort((a, b) => a.id - b.id);
    try {
      const jobs = [];
      for (let start = 0; start < claimed.length; start += ROWS_PER_JOB) {
        const rows = claimed.slice(start, start + ROWS_PER_JOB);
        jobs.push({ name: 'deliver', data: { outboxIds: rows.map(({ id }) => id) }, opts: { jobId: outboxJobId(rows) } });
      }
      await this.mailQueue.addBulk(jobs);
    } catch (error) {
      // Give the rows back so the next pass tries again.
      await this.dataSource.query(`UPDATE outbox_messages SET status = 'pending', queued_at = NULL WHERE id = ANY($1) AND status = 'queued'`, [
        claimed.map(({ id }) => id),
      ]);
      throw error;
    }
    return claimed.length;
  }
}

/**
 * The job id of a set of claimed rows, so the same claim is queued once: its first and last row ids.
 * Ids alone are not enough: BullMQ ignores a job whose id it still holds (failed jobs are kept),
 * and a database recreated or restored next to the same Redis hands out those ids again, whose
 * e-mails would then never be sent. The first row's creation time, in microseconds, tells them
 * apart. A row claimed again later (its job was lost) may share a job with other rows; the row
 * lock and its status keep it from being sent twice.
 */
export function outboxJobId(rows: ReadonlyArray<{ id: number; created_us: string; queued_us?: string }>): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  // The claim's time too: rows claimed again after their job was lost (or failed while the database
  // was away) get a new job, where the old id would be ignored because BullMQ still keeps it.
  return `outbox-${first.id}-${first.created_us}-${last.id}${first.queued_us ? `-${first.queued_us}` : ''}`;
}
