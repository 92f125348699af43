import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { CancellationRequestsService } from './cancellation-requests.service.js';

export const RETRY_REFUNDS_JOB = 'cancellation-refunds-retry';

/**
 * A refund the card processor refused at approval is tried again on the checkout reconciliation's
 * beat; upserted by id, so however many processes start, one job runs per tick.
 */
@Injectable()
export class CancellationRefundScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('CancellationRefunds');

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @InjectQueue(QUEUES.cancellations) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RETRY_REFUNDS_JOB,
      { every: this.config.checkoutReconcileMs },
      { name: RETRY_REFUNDS_JOB, opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 100 } } },
    );
    this.logger.log(`pending cancellation refunds retried every ${this.config.checkoutReconcileMs} ms`);
  }
}

@Processor(QUEUES.cancellations, { concurrency: 1 })
export class CancellationRefundProcessor extends QueueWorker {
  constructor(private readonly cancellations: CancellationRequestsService) {
    super(QUEUES.cancellations);
  }

  @HandlesJob(RETRY_REFUNDS_JOB)
  retry(): Promise<{ refunded: number; pending: number }> {
    return this.cancellations.retryPendingRefunds();
  }
}
