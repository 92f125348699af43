import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Order } from './entities/order.entity.js';

/** Who an order is for, as other modules address the customer about it (mails, payment links). */
export interface OrderContact {
  id: number;
  orderNumber: string;
  customerId: number | null;
  customerEmail: string;
  customerFirstName: string;
  customerLastName: string;
}

export interface OrderLookupOptions {
  /** The caller's transaction, so what is read belongs to the same snapshot and locks. */
  manager?: EntityManager;
  /** Soft-deleted orders count too (a debt or a message stays attached to them). */
  includeDeleted?: boolean;
}

const CONTACT_COLUMNS = { id: true, orderNumber: true, customerId: true, customerEmail: true, customerFirstName: true, customerLastName: true } as const;

/** Orders as other modules may read them: by id or number, a few columns, never the whole row. */
@Injectable()
export class OrderLookupService {
  constructor(private readonly dataSource: DataSource) {}

  /** Order numbers by order id for a page of rows (one query by primary key); ids without a (live) order are absent. */
  async orderNumbersByIds(ids: readonly number[], options: OrderLookupOptions = {}): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const orders = await this.repository(options).find({
      select: { id: true, orderNumber: true },
      where: { id: In(unique) },
      withDeleted: options.includeDeleted ?? false,
    });
    return new Map(orders.map((order) => [order.id, order.orderNumber]));
  }

  /** The order's customer contact, or null when there is no such (live) order. */
  async contactOf(id: number, options: OrderLookupOptions = {}): Promise<OrderContact | null> {
    return this.repository(options).findOne({ select: CONTACT_COLUMNS, where: { id }, withDeleted: options.includeDeleted ?? false });
  }

  /**
   * The live order with this number, only when it was placed with this e-mail (case insensitive):
   * someone naming another customer's order learns nothing about it.
   */
  async customerOrderByNumber(manager: EntityManager, orderNumber: string, customerEmail: string): Promise<{ id: number; orderNumber: string } | null> {
    const order = await manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.order_number = :number', { number: orderNumber })
      .andWhere('lower(o.customer_email) = lower(:email)', { email: customerEmail })
      .getOne();
    return order ? { id: order.id, orderNumber: order.orderNumber } : null;
  }

  private repository(options: OrderLookupOptions) {
    return (options.manager ?? this.dataSource.manager).getRepository(Order);
  }
}
