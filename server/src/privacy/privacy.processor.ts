import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { DataDeletionService } from './data-deletion.service.js';
import { DocumentRetentionService } from './document-retention.service.js';
import { PRIVACY_JOBS } from './privacy-jobs.js';

/** Runs the retention and deletion jobs; one at a time, they are rare and touch many rows. */
@Processor(QUEUES.privacy, { concurrency: 1 })
export class PrivacyProcessor extends QueueWorker {
  constructor(
    private readonly retention: DocumentRetentionService,
    private readonly deletions: DataDeletionService,
  ) {
    super(QUEUES.privacy);
  }

  @HandlesJob(PRIVACY_JOBS.documentRetention.name)
  purgeExpired(): Promise<unknown> {
    return this.retention.purgeExpired(new Date());
  }

  @HandlesJob(PRIVACY_JOBS.dataDeletions.name)
  carryOutDeletions(): Promise<unknown> {
    return this.deletions.carryOutOpenRequests(new Date());
  }
}
