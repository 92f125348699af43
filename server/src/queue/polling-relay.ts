import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { DatabaseNotifications, NotifyChannel } from './database-notifications.js';

/** Rows one claim takes at most; a full claim means more may be waiting, so the pass claims again. */
export const RELAY_BATCH_SIZE = 100;

/** What wakes a relay: its table's channel, heard on the process's one LISTEN connection. */
export interface RelayWakeUp {
  notifications: DatabaseNotifications;
  channel: NotifyChannel;
}

/**
 * The transactional-outbox relay loop shared by the e-mail outbox and the automation events. It
 * wakes when the database notifies its channel (a trigger notifies in the transaction that inserts
 * the rows, so the notification arrives once they are committed) and, as a fallback for what no
 * notification announces (rows given back after a failed enqueue, jobs lost long ago, a listener
 * reconnecting), every poll interval. Each pass claims committed rows (the subclass's statement, SKIP LOCKED so several workers
 * relay side by side) and put them on a queue, claim after claim while they come full, never two
 * passes at once in one process, and stop cleanly before the queue and the database close.
 */
export abstract class PollingRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;
  /** A wake-up came during a pass: its rows may have been committed after the pass claimed. */
  private wokenDuringPass = false;

  protected constructor(
    private readonly name: string,
    private readonly pollMs: number,
    private readonly wakeUp?: RelayWakeUp,
  ) {
    this.logger = new Logger(name);
  }

  /** Claims up to RELAY_BATCH_SIZE rows and queues them; answers how many were claimed. */
  protected abstract claimAndEnqueue(): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.relayOnce(), this.pollMs);
    this.timer.unref();
    // Not awaited: a database that is down at start must not hold up the process; the listener retries.
    if (this.wakeUp) void this.wakeUp.notifications.listen(this.wakeUp.channel, () => this.wake());
  }

  /** Rows were committed: relay now, or right after the pass in hand. */
  private wake(): void {
    if (this.stopping) return;
    if (this.running) this.wokenDuringPass = true;
    else void this.relayOnce();
  }

  /** Stops relaying while the queue and the database are still open (they close in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass, batch after batch while they come full (a backlog drains at once). Returns how many rows. */
  relayOnce(): Promise<number> {
    this.running ??= this.drain()
      .catch((error: unknown) => {
        this.logger.error(`${this.name} pass failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.wokenDuringPass && !this.stopping) {
          this.wokenDuringPass = false;
          void this.relayOnce();
        }
      });
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claimAndEnqueue();
      total += claimed;
      if (claimed < RELAY_BATCH_SIZE || this.stopping) return total;
    }
  }
}
