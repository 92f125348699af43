import { Module } from '@nestjs/common';
import { CheckoutFilesService } from './checkout-files.service.js';
import { CheckoutsService } from './checkouts.service.js';

/**
 * The checkout's own tables (checkouts, checkout_files), without the ordering around them, so the
 * retention job (which also runs in the worker process) can remove abandoned checkouts.
 */
@Module({
  providers: [CheckoutsService, CheckoutFilesService],
  exports: [CheckoutsService, CheckoutFilesService],
})
export class CheckoutStoreModule {}
