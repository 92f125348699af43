import { Module } from '@nestjs/common';
import { AdminOrdersService } from '../admin/admin-orders.service.js';
import { AutomationOrderFactsService } from '../automation-order-facts.service.js';
import { OrderSelectionService } from './order-selection.service.js';

/**
 * The orders a console bulk action names, for the modules that act on them (automation, customer
 * notifications). Providers only: it cannot import the staff orders module, whose export links need
 * the HTTP side that queue worker processes (which load automation) do not have.
 */
@Module({
  providers: [OrderSelectionService, AdminOrdersService, AutomationOrderFactsService],
  exports: [OrderSelectionService],
})
export class OrderSelectionModule {}
