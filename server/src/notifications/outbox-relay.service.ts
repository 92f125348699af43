import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { QUEUES } from '../queue/queue-names.js';

export interface MailJob {
  outboxId: number;
}

const BATCH_SIZE = 100;
// A row queued this long ago whose job never finished is queued again (its job was lost).
const STALE_QUEUED_MINUTES = 15;

/**
 * Moves committed outbox rows onto the mail queue. Rows are claimed with SKIP LOCKED, so
 * any number of workers can run the relay side by side without queuing a row twice.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelayService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.mail) private readonly mailQueue: Queue<MailJob>,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.relayOnce(), this.config.outboxPollMs);
    this.timer.unref();
  }

  /** Stops relaying while the queue and the database are still open (they close in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * One pass: claims batches of rows and enqueues a job for each, batch after batch while they come
   * full (a backlog drains at once, not a batch per poll). Returns how many.
   */
  relayOnce(): Promise<number> {
    // Never two passes at once in one process.
    this.running ??= this.drain()
      .catch((error: unknown) => {
        this.logger.error(`outbox relay pass failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claimAndEnqueue();
      total += claimed;
      if (claimed < BATCH_SIZE || this.stopping) return total;
    }
  }

  private async claimAndEnqueue(): Promise<number> {
    const claimed: Array<{ id: number; created_us: string }> = (
      await this.dataSource.query(
        `UPDATE outbox_messages SET status = 'queued', queued_at = now()
          WHERE id IN (
            SELECT id FROM outbox_messages
             WHERE status = 'pending'
                OR (status = 'queued' AND queued_at < now() - make_interval(mins => $2))
             ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us`,
        [BATCH_SIZE, STALE_QUEUED_MINUTES],
      )
    )[0];
    if (claimed.length === 0) return 0;
    try {
      await this.mailQueue.addBulk(
        claimed.map(({ id, created_us }) => ({ name: 'deliver', data: { outboxId: id }, opts: { jobId: outboxJobId(id, created_us) } })),
      );
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
 * One job id per outbox row, so a row claimed twice is queued once. The id alone is not enough:
 * BullMQ ignores a job whose id it still holds (failed jobs are kept, and completed ones were in
 * earlier versions), and a database recreated or restored next to the same Redis hands out those
 * ids again, whose e-mails would then never be sent. The row's creation time, in microseconds,
 * tells them apart.
 */
export function outboxJobId(outboxId: number, createdMicroseconds: string): string {
  return `outbox-${outboxId}-${createdMicroseconds}`;
}
