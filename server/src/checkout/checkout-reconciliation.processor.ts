import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import { QUEUES } from '../queue/queue-names.js';
import { CheckoutReconciliationService, type ReconciliationRun } from './checkout-reconciliation.service.js';

/** Runs the reconciliation ticks of the checkout queue, one at a time. */
@Processor(QUEUES.checkout, { concurrency: 1 })
export class CheckoutReconciliationProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger('CheckoutWorker');

  constructor(private readonly reconciliation: CheckoutReconciliationService) {
    super();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  process(): Promise<ReconciliationRun> {
    return this.reconciliation.reconcile(new Date());
  }

  /** A lost connection to the queue backend is logged; the worker carries on once it answers again. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`checkout queue worker: ${error.message}`);
  }
}
