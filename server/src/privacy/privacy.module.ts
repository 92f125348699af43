import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { CheckoutStoreModule } from '../checkout/checkout-store.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { DataDeletionService } from './data-deletion.service.js';
import { DocumentRetentionService } from './document-retention.service.js';
import { PrivacyRequestsService } from './privacy-requests.service.js';
import { PrivacySchedulerService } from './privacy-scheduler.service.js';
import { PrivacyController } from './privacy.controller.js';
import { DeletionRequestsResolver } from './deletion-requests.resolver.js';
import { PrivacyProcessor } from './privacy.processor.js';

export interface PrivacyOptions {
  /** Register the job schedulers and run the privacy processor in this process. */
  workers: boolean;
}

/** Data retention and deletion: document files removed after delivery, verified deletion requests carried out. */
@Module({})
export class PrivacyModule {
  static forRoot(options: PrivacyOptions): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [PrivacySchedulerService, PrivacyProcessor] : [];
    return {
      module: PrivacyModule,
      imports: [
        StorageModule,
        OrderLookupModule,
        CheckoutStoreModule,
        BullModule.registerQueue({ name: QUEUES.privacy, defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } }),
      ],
      controllers: [PrivacyController],
      providers: [DocumentRetentionService, DataDeletionService, PrivacyRequestsService, DeletionRequestsResolver, ...workerProviders],
      exports: [DocumentRetentionService, DataDeletionService, PrivacyRequestsService],
    };
  }
}
