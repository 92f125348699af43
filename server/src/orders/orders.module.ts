import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { DocumentUploadInterceptor } from './document-upload.interceptor.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [PaymentsModule],
  controllers: [OrdersController],
  providers: [OrdersService, CustomerOrdersService, DocumentUploadInterceptor],
  exports: [OrdersService, CustomerOrdersService],
})
export class OrdersModule {}
