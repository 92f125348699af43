import { Module } from '@nestjs/common';
import { DocumentDownloadsController } from './document-downloads.controller.js';
import { OrderLookupModule } from './order-lookup.module.js';

/** The signed, expiring download of an order's document (placing an order is the checkout's). */
@Module({
  imports: [OrderLookupModule],
  controllers: [DocumentDownloadsController],
})
export class OrdersModule {}
