import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { PRIVACY_JOBS } from './privacy-jobs.js';

/**
 * Registers the retention and deletion job schedulers. A scheduler is one record in the queue,
 * upserted by id: every worker process registers it at start and the queue still makes one job per
 * tick, so several workers never run the same tick twice.
 */
@Injectable()
export class PrivacySchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PrivacyScheduler');

  constructor(@InjectQueue(QUEUES.privacy) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const job of Object.values(PRIVACY_JOBS)) {
      await this.queue.upsertJobScheduler(
        job.name,
        { pattern: job.pattern, tz: 'UTC' },
        { name: job.name, opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } } },
      );
    }
    this.logger.log(
      `privacy jobs scheduled: ${Object.values(PRIVACY_JOBS)
        .map((job) => `${job.name} (${job.pattern} UTC)`)
        .join(', ')}`,
    );
  }
}
