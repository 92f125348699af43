import { Module } from '@nestjs/common';
import { AdminOrdersService } from '../admin/admin-orders.service.js';
import { AutomationOrderFactsService } from '../automation-order-facts.service.js';
import { OrderSelectionService } from './order-selection.service.js';

/** The orders a console bulk action names, for the modules that act on them (automation, customer notifications). Providers only. */
@Module({
  providers: [OrderSelectionService, AdminOrdersService, AutomationOrderFactsService],
  exports: [OrderSelectionService],
})
export class OrderSelectionModule {}
