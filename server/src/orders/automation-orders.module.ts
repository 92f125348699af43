import { Module } from '@nestjs/common';
import { AutomationOrderFactsService } from './automation-order-facts.service.js';
import { OrderStateService } from './order-state.service.js';

/**
 * What the automation rules need of orders: the facts they read and the order-state service their
 * `change_status` action goes through, the same one staff use. Providers only: automation also runs
 * in worker processes, which serve no HTTP and so load none of the orders controllers.
 */
@Module({
  providers: [OrderStateService, AutomationOrderFactsService],
  exports: [OrderStateService, AutomationOrderFactsService],
})
export class AutomationOrdersModule {}
