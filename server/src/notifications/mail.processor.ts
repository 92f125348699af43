import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import type { MailJob } from './outbox-relay.service.js';

/** Delivers the outbox rows of each job (the relay puts a few in one). */
@Processor(QUEUES.mail, { concurrency: 4 })
export class MailProcessor extends QueueWorker {
  constructor(private readonly delivery: MailDeliveryService) {
    super(QUEUES.mail);
  }

  @HandlesJob('deliver')
  async deliver(job: Job<MailJob>): Promise<string> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const ids = 'outboxIds' in job.data ? job.data.outboxIds : [job.data.outboxId];
    return this.delivery.deliverAll(ids, { finalAttempt });
  }
}
