import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module.js';
import { BatchCsvUploadInterceptor } from './batch-csv-upload.interceptor.js';
import { BatchOrdersController } from './batch-orders.controller.js';
import { BatchOrdersService } from './batch-orders.service.js';

/** Wholesale batch orders from a CSV: checked row by row and priced; owns no table yet (the check stores nothing). */
@Module({
  imports: [PricingModule],
  controllers: [BatchOrdersController],
  providers: [BatchOrdersService, BatchCsvUploadInterceptor],
})
export class BatchOrdersModule {}
