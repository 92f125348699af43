import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';

/** Rows one claim takes at most; a full claim means more may be waiting, so the pass claims again. */
export const RELAY_BATCH_SIZE = 100;

/**
 * The transactional-outbox relay loop shared by the e-mail outbox and the automation events: every
 * poll interval, claim committed rows (the subclass's statement, SKIP LOCKED so several workers
 * relay side by side) and put them on a queue, claim after claim while they come full, never two
 * passes at once in one process, and stop cleanly before the queue and the database close.
 */
export abstract class PollingRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  protected constructor(
    private readonly name: string,
    private readonly pollMs: number,
  ) {
    this.logger = new Logger(name);
  }

  /** Claims up to RELAY_BATCH_SIZE rows and queues them; answers how many were claimed. */
  protected abstract claimAndEnqueue(): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.relayOnce(), this.pollMs);
    this.timer.unref();
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
      .finally(() => (this.running = undefined));
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
