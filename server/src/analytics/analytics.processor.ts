import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { ANALYTICS_REFRESH_JOB, AnalyticsRollupsService } from './analytics-rollups.service.js';

/** Registers the refresh as a job scheduler: one job per tick however many workers run. */
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
    this.logger.log(`analytics rollups scheduled: ${ANALYTICS_REFRESH_JOB.pattern} UTC`);
  }
}

/** Runs the scheduled refreshes, one at a time. */
@Processor(QUEUES.analytics, { concurrency: 1 })
export class AnalyticsProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AnalyticsWorker');

  constructor(private readonly rollups: AnalyticsRollupsService) {
    super();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === ANALYTICS_REFRESH_JOB.name) return this.rollups.refresh();
    throw new Error(`unknown analytics job ${job.name}`);
  }

  /** A lost connection to the queue backend is logged; the worker carries on when it answers again. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`analytics queue worker: ${error.message}`);
  }
}
