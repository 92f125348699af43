import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import type { MailJob } from './outbox-relay.service.js';

@Processor(QUEUES.mail, { concurrency: 4 })
export class MailProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');

  constructor(private readonly delivery: MailDeliveryService) {
    super();
  }

  /**
   * Lets the job in hand finish while the database pool is still open; Nest would otherwise
   * close the pool and the worker in the same phase, and a delivery could wait on a closed pool.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<MailJob>): Promise<string> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const ids = 'outboxIds' in job.data ? job.data.outboxIds : [job.data.outboxId];
    return this.delivery.deliverAll(ids, { finalAttempt });
  }

  /**
   * A worker's own errors (a lost connection to the queue backend, a job removed under it): logged,
   * never left unhandled, and the worker carries on once the backend answers again.
   */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`mail queue worker: ${error.message}`);
  }
}
