import { Global, Module } from '@nestjs/common';
import { CustomerOrderCounts } from '../customers/customer-order-counts.js';
import { CustomerOrdersController } from './customer-orders.controller.js';
import { CustomerOrdersService } from './customer-orders.service.js';

/**
 * The account's orders: its list (GET /api/customers/orders) and the counts its profile shows,
 * provided to the customers module as CustomerOrderCounts. Global, so customers imports nothing of orders.
 */
@Global()
@Module({
  controllers: [CustomerOrdersController],
  providers: [CustomerOrdersService, { provide: CustomerOrderCounts, useExisting: CustomerOrdersService }],
  exports: [CustomerOrderCounts, CustomerOrdersService],
})
export class CustomerOrdersModule {}
