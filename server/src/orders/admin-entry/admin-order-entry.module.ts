import { Module } from '@nestjs/common';
import { PricingModule } from '../../pricing/pricing.module.js';
import { AdminOrderEntryController } from './admin-order-entry.controller.js';
import { AdminOrderEntryService } from './admin-order-entry.service.js';

/** Staff order entry: POST /api/admin/orders and /api/admin/custom-orders. */
@Module({
  imports: [PricingModule],
  controllers: [AdminOrderEntryController],
  providers: [AdminOrderEntryService],
})
export class AdminOrderEntryModule {}
