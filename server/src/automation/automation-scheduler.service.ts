import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { QUEUES } from '../queue/queue-names.js';

/** The job the scheduler makes on every tick: the time-based check (TimeFactsService). */
export const TIME_FACTS_JOB = 'time-facts';

/**
 * Registers the time-based check as a BullMQ job scheduler on the automation queue. Upserted by id,
 * so every worker process registers the same one: the queue makes one job per tick, which one
 * worker takes. No timers in the processes themselves.
 */
@Injectable()
export class AutomationSchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AutomationScheduler');

  constructor(
    @InjectQueue(QUEUES.automation) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      TIME_FACTS_JOB,
      { every: this.config.automationCheckMs },
      { name: TIME_FACTS_JOB, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    );
    this.logger.log(`time-based automation check every ${Math.round(this.config.automationCheckMs / 1000)} s`);
  }
}
