import { Module } from '@nestjs/common';
import { AdminOrdersModule } from '../admin/admin-orders.module.js';
import { OrderSelectionService } from './order-selection.service.js';

/**
 * The orders a console bulk action names, for the modules that act on them (automation, customer
 * notifications). Its filter and lookups come from the staff orders module's own instances.
 */
@Module({
  imports: [AdminOrdersModule],
  providers: [OrderSelectionService],
  exports: [OrderSelectionService],
})
export class OrderSelectionModule {}
