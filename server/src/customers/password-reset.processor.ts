import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { PASSWORD_RESET_JOB, type PasswordResetJobData } from './password-reset-jobs.js';
import { PasswordResetLinksService } from './password-reset-links.service.js';

/** Issues the reset links the API processes queued. */
@Processor(QUEUES.accounts, { concurrency: 2 })
export class PasswordResetProcessor extends QueueWorker {
  constructor(private readonly links: PasswordResetLinksService) {
    super(QUEUES.accounts);
  }

  @HandlesJob(PASSWORD_RESET_JOB)
  async issue(job: Job<PasswordResetJobData>): Promise<void> {
    // Nothing is returned into the job's record: whether the address has an account stays unsaid.
    await this.links.issue(job.data.email, new Date(job.data.requestedAt));
  }
}
