import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import type { MailJob } from './outbox-relay.service.js';

@Processor(QUEUES.mail, { concurrency: 4 })
export class MailProcessor extends WorkerHost {
  constructor(private readonly delivery: MailDeliveryService) {
    super();
  }

  async process(job: Job<MailJob>): Promise<string> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return this.delivery.deliver(job.data.outboxId, { finalAttempt });
  }
}
