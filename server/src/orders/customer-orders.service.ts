import { Injectable } from '@nestjs/common';
import { centsToDollars, orderExpectedCompletion, type CustomerOrderListItem } from '@apostille/domain';
import { DataSource } from 'typeorm';
import { Order } from './entities/order.entity.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import type { CustomerOrderCounts } from '../customers/customer-order-counts.js';

/**
 * The orders an account shows. An order is linked to a customer either because a signed-in customer
 * placed it (placed_with_account) or because a guest used the customer's e-mail address. The second
 * kind shows only once the address is confirmed: whoever registers an address cannot read the orders
 * its real owner placed as a guest.
 */
@Injectable()
export class CustomerOrdersService implements CustomerOrderCounts {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; served by the (customer_id, created_at) index. */
  async list(customer: Customer, now = new Date()): Promise<CustomerOrderListItem[]> {
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select([
        'o.id',
        'o.orderNumber',
        'o.status',
        'o.totalAmountCents',
        'o.createdAt',
        'o.serviceLevel',
        'o.destinationCountry',
        'o.documentType',
        'o.documentCount',
        'o.documentRoutes',
        'o.shippingCountry',
        'o.originalsReceivedAt',
      ])
      .where('o.customerId = :customerId', { customerId: customer.id })
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC');
    if (!customer.emailVerified) query.andWhere('o.placedWithAccount = true');
    const orders = await query.getMany();
    return orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      totalAmount: centsToDollars(order.totalAmountCents),
      createdAt: order.createdAt.toISOString(),
      serviceLevel: order.serviceLevel,
      destinationCountry: order.destinationCountry,
      documentCount: order.documentCount,
      documentTypes: order.documentRoutes?.length ? order.documentRoutes.map((route) => route.documentType) : [order.documentType],
      expectedCompletion: orderExpectedCompletion(order, now),
    }));
  }

  /**
   * Documents (not scan files) of the orders this account shows that were placed in the current
   * calendar month, counted in UTC: the account tab's "Monthly Documents".
   */
  async documentsThisMonth(customer: Customer, now = new Date()): Promise<number> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('COALESCE(SUM(o.documentCount), 0)', 'documents')
      .where('o.customerId = :customerId', { customerId: customer.id })
      .andWhere('o.createdAt >= :monthStart', { monthStart });
    if (!customer.emailVerified) query.andWhere('o.placedWithAccount = true');
    const row = await query.getRawOne<{ documents: string }>();
    return Number(row?.documents ?? 0);
  }
}
