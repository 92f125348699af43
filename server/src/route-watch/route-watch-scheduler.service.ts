import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { ROUTE_WATCH_JOBS } from './route-watch-jobs.js';

/** Registers the daily route check; upserted by id, so every worker registers it and each tick runs once. */
@Injectable()
export class RouteWatchSchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('RouteWatchScheduler');

  constructor(@InjectQueue(QUEUES.routeWatch) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const job = ROUTE_WATCH_JOBS.dailyCheck;
    await this.queue.upsertJobScheduler(
      job.name,
      { pattern: job.pattern, tz: 'UTC' },
      { name: job.name, opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } } },
    );
    this.logger.log(`route watch scheduled: ${job.name} (${job.pattern} UTC)`);
  }
}
