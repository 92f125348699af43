import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { CustomerLookupModule } from '../customers/customer-lookup.module.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { V1WebhooksController } from './v1-webhooks.controller.js';
import { WebhookClock } from './webhook-clock.js';
import { WebhookDeliveryService } from './webhook-delivery.service.js';
import { WebhookRelayService } from './webhook-relay.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksProcessor } from './webhooks.processor.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Signed status webhooks of wholesale accounts. In every process: the subscriber that writes
 * deliveries with each status change. With workers: the relay and the processor that send them.
 * Retries are the delivery's own schedule (next_attempt_at), not BullMQ's, so the log, the replay
 * and the schedule are one row the owner can see.
 */
@Module({})
export class WebhooksModule {
  static forRoot(options: { workers: boolean }): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [WebhookRelayService, WebhooksProcessor] : [];
    return {
      module: WebhooksModule,
      global: true,
      imports: [
        OrderLookupModule,
        // Imported here, not only with the HTTP modules: the queue worker process has no HTTP side,
        // and the deliveries' subscriber runs there too (a worker's status changes have webhooks).
        CustomerLookupModule,
        // Only the relay and the processor (worker processes) use the queue: API processes open no
        // queue connections for it. The attempts are logged in the database, so the queue keeps no
        // finished jobs; a job that failed (the database away mid-attempt) leaves its row queued, and
        // the relay queues it again later.
        ...(options.workers
          ? [BullModule.registerQueue({ name: QUEUES.webhooks, defaultJobOptions: { removeOnComplete: true, removeOnFail: { count: 1000 } } })]
          : []),
      ],
      controllers: [WebhooksController],
      providers: [WebhookClock, WebhooksService, WebhookDeliveryService, ...workerProviders],
      exports: [WebhooksService],
    };
  }
}

/** The versioned API's webhook routes, a module of their own so the /api/v1 OpenAPI document includes them. */
@Module({ controllers: [V1WebhooksController] })
export class WebhooksApiModule {}
