import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { WebhookDeliveryService } from './webhook-delivery.service.js';
import type { WebhookJob } from './webhook-relay.service.js';

/** Makes webhook attempts, several at once: most of an attempt is waiting on the receiver. */
@Processor(QUEUES.webhooks, { concurrency: 10 })
export class WebhooksProcessor extends QueueWorker {
  constructor(private readonly deliveries: WebhookDeliveryService) {
    super(QUEUES.webhooks);
  }

  @HandlesJob('deliver')
  deliver(job: Job<WebhookJob>): Promise<void> {
    return this.deliveries.attempt(job.data.deliveryId);
  }
}
