import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { RECONCILE_JOB } from './checkout-reconciliation.scheduler.js';
import { CheckoutReconciliationService, type ReconciliationRun } from './checkout-reconciliation.service.js';

/** Runs the reconciliation ticks of the checkout queue, one at a time. */
@Processor(QUEUES.checkout, { concurrency: 1 })
export class CheckoutReconciliationProcessor extends QueueWorker {
  constructor(private readonly reconciliation: CheckoutReconciliationService) {
    super(QUEUES.checkout);
  }

  @HandlesJob(RECONCILE_JOB)
  reconcile(): Promise<ReconciliationRun> {
    return this.reconciliation.reconcile(new Date());
  }
}
