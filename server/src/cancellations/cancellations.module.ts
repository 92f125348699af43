import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { AutomationOrdersModule } from '../orders/automation-orders.module.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { CancellationRefundProcessor, CancellationRefundScheduler } from './cancellation-refund.jobs.js';
import { CancellationRequestsResolver } from './cancellation-requests.resolver.js';
import { CancellationRequestsService } from './cancellation-requests.service.js';
import { CustomerCancellationsController } from './customer-cancellations.controller.js';

export interface CancellationsOptions {
  /** Register the refund retry's scheduler and run its processor in this process. */
  workers: boolean;
}

/** Cancellation at the customer's request: the request, staff's decision, the order's cancellation and its refund. */
@Module({})
export class CancellationsModule {
  static forRoot(options: CancellationsOptions): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [CancellationRefundScheduler, CancellationRefundProcessor] : [];
    return {
      module: CancellationsModule,
      imports: [OrderLookupModule, AutomationOrdersModule, PaymentsModule, BullModule.registerQueue({ name: QUEUES.cancellations })],
      controllers: [CustomerCancellationsController],
      providers: [CancellationRequestsService, CancellationRequestsResolver, ...workerProviders],
    };
  }
}
