import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { QUEUES } from '../queue/queue-names.js';

export const RECONCILE_JOB = 'checkout-reconcile';

/**
 * One BullMQ job scheduler, upserted by id by every process that starts: the queue makes one job
 * per CHECKOUT_RECONCILE_MS however many processes run, and one worker takes it.
 */
@Injectable()
export class CheckoutReconciliationScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('CheckoutReconciliation');

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @InjectQueue(QUEUES.checkout) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RECONCILE_JOB,
      { every: this.config.checkoutReconcileMs },
      { name: RECONCILE_JOB, opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 100 } } },
    );
    this.logger.log(`checkout reconciliation every ${this.config.checkoutReconcileMs} ms`);
  }
}
