import { Global, Module } from '@nestjs/common';
import { ExtraChargesModule } from '../payments/extra-charges.module.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { OrderSelectionModule } from '../orders/selection/order-selection.module.js';
import { BulkNotificationsResolver } from './bulk-notifications.resolver.js';
import { BulkNotificationsService } from './bulk-notifications.service.js';
import { CustomerNotificationsController } from './customer-notifications.controller.js';
import { CustomerNotificationsService } from './customer-notifications.service.js';
import { StatusChangeMailSubscriber } from './status-change-mail.subscriber.js';
import { DownloadLinksService } from '../storage/download-links.service.js';

/**
 * The e-mails a customer gets about an order: the status e-mail (a subscriber of every status
 * change) and the notifications staff or rules send by name. Loaded in the API and the worker
 * (rules change statuses there too); global, so automation's actions reach the service. The
 * outbox they write to is notifications/, which depends on nothing of the orders.
 */
@Global()
@Module({
  imports: [OrderLookupModule, ExtraChargesModule, OrderSelectionModule],
  controllers: [CustomerNotificationsController],
  // Download links are signed here too: rules change statuses in worker processes, which load no storage module.
  providers: [CustomerNotificationsService, StatusChangeMailSubscriber, DownloadLinksService, BulkNotificationsService, BulkNotificationsResolver],
  exports: [CustomerNotificationsService],
})
export class OrderNotificationsModule {}
