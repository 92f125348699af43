import { Module } from '@nestjs/common';
import { AdminOrdersService } from './admin/admin-orders.service.js';
import { AutomationOrderFactsService } from './automation-order-facts.service.js';

/**
 * What the automation rules need of orders: the facts they read and the staff status change their
 * `change_status` action makes. Providers only: automation also runs in worker processes, which
 * serve no HTTP and so load none of the orders controllers.
 */
@Module({
  providers: [AdminOrdersService, AutomationOrderFactsService],
  exports: [AdminOrdersService, AutomationOrderFactsService],
})
export class AutomationOrdersModule {}
