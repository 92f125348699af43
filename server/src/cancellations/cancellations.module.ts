import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AutomationOrdersModule } from '../orders/automation-orders.module.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { CancellationRefundProcessor, CancellationRefundScheduler } from './cancellation-refund.jobs.js';
import { CancellationRequestsResolver } from './cancellation-requests.resolver.js';
import { CancellationRequestsService } from './cancellation-requests.service.js';
import { CustomerCancellationsController } from './customer-cancellations.controller.js';

/**
 * Cancellation at the customer's request: the request, staff's decision, the order's cancellation
 * and its refund. It runs in the API processes beside the payments it refunds, its retry of pending
 * refunds too (BullMQ gives each tick to one of them), as the checkout's reconciliation does, so
 * the separate queue-worker process needs none of the payment path.
 */
@Module({
  imports: [OrderLookupModule, AutomationOrdersModule, PaymentsModule, BullModule.registerQueue({ name: QUEUES.cancellations })],
  controllers: [CustomerCancellationsController],
  providers: [CancellationRequestsService, CancellationRequestsResolver, CancellationRefundScheduler, CancellationRefundProcessor],
})
export class CancellationsModule {}
