import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { ANALYTICS_REFRESH_JOB, AnalyticsRollupsService } from './analytics-rollups.service.js';

/**
 * Registers the refresh as a job scheduler (one job per tick however many workers run), and asks
 * for one refresh at start: orders placed while the server was down would otherwise show only at
 * the next tick, and the first look at the Analytics tab after a deploy would read $0.
 */
@Injectable()
export class AnalyticsSchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AnalyticsScheduler');

  constructor(@InjectQueue(QUEUES.analytics) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      ANALYTICS_REFRESH_JOB.name,
      { pattern: ANALYTICS_REFRESH_JOB.pattern, tz: 'UTC' },
      { name: ANALYTICS_REFRESH_JOB.name, opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 100 } } },
    );
    // Several instances starting together each ask; the refreshes take turns (an advisory lock) and agree.
    await this.queue.add(ANALYTICS_REFRESH_JOB.name, {}, { removeOnComplete: { count: 20 }, removeOnFail: { count: 100 } });
    this.logger.log(`analytics rollups scheduled: ${ANALYTICS_REFRESH_JOB.pattern} UTC, and refreshing now`);
  }
}

/** Runs the scheduled refreshes, one at a time. */
@Processor(QUEUES.analytics, { concurrency: 1 })
export class AnalyticsProcessor extends QueueWorker {
  constructor(private readonly rollups: AnalyticsRollupsService) {
    super(QUEUES.analytics);
  }

  @HandlesJob(ANALYTICS_REFRESH_JOB.name)
  refresh(): Promise<unknown> {
    return this.rollups.refresh();
  }
}
