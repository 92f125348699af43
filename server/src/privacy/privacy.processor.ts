import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { DataDeletionService } from './data-deletion.service.js';
import { DocumentRetentionService } from './document-retention.service.js';
import { PRIVACY_JOBS } from './privacy-jobs.js';

/** Runs the retention and deletion jobs; one at a time, they are rare and touch many rows. */
@Processor(QUEUES.privacy, { concurrency: 1 })
export class PrivacyProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PrivacyWorker');

  constructor(
    private readonly retention: DocumentRetentionService,
    private readonly deletions: DataDeletionService,
  ) {
    super();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job): Promise<unknown> {
    const now = new Date();
    if (job.name === PRIVACY_JOBS.documentRetention.name) return this.retention.purgeExpired(now);
    if (job.name === PRIVACY_JOBS.dataDeletions.name) return this.deletions.carryOutOpenRequests(now);
    throw new Error(`unknown privacy job ${job.name}`);
  }

  /**
   * A worker's own errors (a lost connection to the queue backend, a job removed under it): logged,
   * never left unhandled, and the worker carries on once the backend answers again.
   */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`privacy queue worker: ${error.message}`);
  }
}
