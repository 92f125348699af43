import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { DocumentUploadInterceptor } from './document-upload.interceptor.js';
import { OrdersController } from './orders.controller.js';
import { DocumentDownloadsController } from './document-downloads.controller.js';
import { OrderLookupModule } from './order-lookup.module.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [PaymentsModule, OrderLookupModule],
  controllers: [OrdersController, DocumentDownloadsController],
  providers: [OrdersService, DocumentUploadInterceptor],
  exports: [OrdersService],
})
export class OrdersModule {}
