import type { Customer } from './entities/customer.entity.js';

/**
 * What the account's profile needs of its orders (the documents ordered this calendar month, for the
 * Monthly Documents figure), as an abstract class (a Nest injection token). Orders provide it
 * (orders/customer-orders.module.ts), so customers imports nothing of the orders folder.
 */
export abstract class CustomerOrderCounts {
  abstract documentsThisMonth(customer: Customer, now?: Date): Promise<number>;
}
