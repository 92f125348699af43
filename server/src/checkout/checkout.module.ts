import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DocumentUploadInterceptor } from '../orders/document-upload.interceptor.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { CheckoutFulfilmentService } from './checkout-fulfilment.service.js';
import { CheckoutIntentsService } from './checkout-intents.service.js';
import { CheckoutReconciliationProcessor } from './checkout-reconciliation.processor.js';
import { CheckoutReconciliationScheduler } from './checkout-reconciliation.scheduler.js';
import { CheckoutReconciliationService } from './checkout-reconciliation.service.js';
import { CheckoutStoreModule } from './checkout-store.module.js';
import { CheckoutUploadInterceptor } from './checkout-upload.interceptor.js';
import { CheckoutViewService } from './checkout-view.service.js';
import { CheckoutController } from './checkout.controller.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrdersController } from './orders.controller.js';
import { RefundedCheckoutsResolver } from './refunded-checkouts.resolver.js';

/**
 * The checkout: from the first saved field to the paid intent's one order (or its refund).
 * It runs in the API processes, beside the payments and orders it settles; its reconciliation
 * worker runs there too (BullMQ gives each tick to one of them), so the separate queue-worker
 * process needs none of the ordering path.
 */
@Module({
  imports: [PaymentsModule, OrderLookupModule, CheckoutStoreModule, BullModule.registerQueue({ name: QUEUES.checkout })],
  controllers: [CheckoutController, OrdersController],
  providers: [
    OrderPlacementService,
    DocumentUploadInterceptor,
    CheckoutIntentsService,
    CheckoutFulfilmentService,
    CheckoutViewService,
    CheckoutReconciliationService,
    CheckoutReconciliationScheduler,
    CheckoutReconciliationProcessor,
    CheckoutUploadInterceptor,
    RefundedCheckoutsResolver,
  ],
  exports: [CheckoutFulfilmentService, CheckoutReconciliationService],
})
export class CheckoutModule {}
