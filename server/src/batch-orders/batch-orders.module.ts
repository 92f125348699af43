import { Module } from '@nestjs/common';
import { ApiOrderEntryModule } from '../orders/api-entry/api-order-entry.module.js';
import { OrderPaidModule } from '../payments/order-paid.module.js';
import { PaymentLinksModule } from '../payments/payment-links/payment-links.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { BatchCsvUploadInterceptor } from './batch-csv-upload.interceptor.js';
import { BatchOrdersController } from './batch-orders.controller.js';
import { BatchOrdersService } from './batch-orders.service.js';

/** Wholesale batch orders from a CSV: checked row by row and priced, placed as one batch paid once; owns `order_batches`. */
@Module({
  imports: [PricingModule, ApiOrderEntryModule, PaymentLinksModule, OrderPaidModule],
  controllers: [BatchOrdersController],
  providers: [BatchOrdersService, BatchCsvUploadInterceptor],
})
export class BatchOrdersModule {}
