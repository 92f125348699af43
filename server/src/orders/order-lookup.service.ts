import { Injectable } from '@nestjs/common';
import type { DocumentRouteView } from '@apostille/domain';
import type { RouteDuration } from '@apostille/domain';
import { In } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';
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

/** Who an order belongs to, for the notices sent to its account. */
export interface OrderOwner {
  orderNumber: string;
  customerId: number | null;
  customerReference: string | null;
}

export interface OrderLookupOptions {
  /** Soft-deleted orders count too (a debt or a message stays attached to them). */
  includeDeleted?: boolean;
}

/** What a status e-mail says of its order: the contact, the service level and when it was placed (the expected date counts from then). */
export interface StatusMailRecipient extends Omit<OrderContact, 'customerId'> {
  serviceLevel: string;
  shippingCountry: string | null;
  originalsReceivedAt: Date | null;
  additionalServices: { scanning?: boolean; translation?: boolean };
  returnCarrier: string | null;
  returnTrackingNumber: string | null;
  /** Each document's route as kept at placement: its government legs count towards the expected date. */
  documentRoutes: RouteDuration[];
}

/** What the route-change watch reads of an open order: its contact, destination, day and routes as quoted. */
export interface OrderRoutesToWatch extends OrderContact {
  destinationCountry: string;
  createdAt: Date;
  documentRoutes: DocumentRouteView[];
}

/** What a cancellation needs to know of its order: who it is for, where it stands, and its return shipping. */
export interface OrderCancellationFacts extends OrderContact {
  status: string;
  originalsReceivedAt: Date | null;
  /** The return rate and the delivery method's price: incurred once the originals are at the centre. */
  returnShippingCents: number;
}

/** Statuses before the documents are authenticated: a route change can still matter to the work. */
const ROUTE_WATCH_STATUSES = ['pending', 'processing', 'docs_received', 'authentication_in_progress'] as const;

const CONTACT_COLUMNS = { id: true, orderNumber: true, customerId: true, customerEmail: true, customerFirstName: true, customerLastName: true } as const;

/** Orders as other modules may read them: by id or number, a few columns (the whole row only for the checkout's answer). */
@Injectable()
export class OrderLookupService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Order numbers by order id for a page of rows (one query by primary key); ids without a (live) order are absent. */
  async orderNumbersByIds(ids: readonly number[], options: OrderLookupOptions = {}): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const orders = await this.repository().find({
      select: { id: true, orderNumber: true },
      where: { id: In(unique) },
      withDeleted: options.includeDeleted ?? false,
    });
    return new Map(orders.map((order) => [order.id, order.orderNumber]));
  }

  /** Order number, owning account and the account's reference of these live orders (one query by primary key); ids without a (live) order are absent. */
  async ownersOf(ids: readonly number[]): Promise<Map<number, OrderOwner>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const orders = await this.repository().find({
      select: { id: true, orderNumber: true, customerId: true, customerReference: true },
      where: { id: In(unique) },
    });
    return new Map(
      orders.map((order) => [order.id, { orderNumber: order.orderNumber, customerId: order.customerId, customerReference: order.customerReference ?? null }]),
    );
  }

  /** The order's customer contact, or null when there is no such (live) order. */
  async contactOf(id: number, options: OrderLookupOptions = {}): Promise<OrderContact | null> {
    return this.repository().findOne({ select: CONTACT_COLUMNS, where: { id }, withDeleted: options.includeDeleted ?? false });
  }

  /** The status e-mail's facts of these live orders, in one query by primary key. */
  async statusMailRecipients(ids: readonly number[]): Promise<StatusMailRecipient[]> {
    if (ids.length === 0) return [];
    return this.repository().find({
      select: {
        id: true,
        orderNumber: true,
        customerEmail: true,
        customerFirstName: true,
        customerLastName: true,
        serviceLevel: true,
        shippingCountry: true,
        originalsReceivedAt: true,
        documentRoutes: true,
        additionalServices: true,
        returnCarrier: true,
        returnTrackingNumber: true,
      },
      where: { id: In([...new Set(ids)]) },
    });
  }

  /**
   * The live order with this number, only when it was placed with this e-mail (case insensitive):
   * someone naming another customer's order learns nothing about it.
   */
  async customerOrderByNumber(orderNumber: string, customerEmail: string): Promise<{ id: number; orderNumber: string } | null> {
    const manager = this.unitOfWork.manager;
    const order = await manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.order_number = :number', { number: orderNumber })
      .andWhere('lower(o.customer_email) = lower(:email)', { email: customerEmail })
      .getOne();
    return order ? { id: order.id, orderNumber: order.orderNumber } : null;
  }

  /** The id of the live order with this number (case insensitive), for staff searches of other modules; else null. */
  async liveOrderIdByNumber(orderNumber: string): Promise<number | null> {
    const order = await this.unitOfWork.manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.id')
      .where('o.order_number = :number', { number: orderNumber.trim().toUpperCase() })
      .getOne();
    return order?.id ?? null;
  }

  /** The live orders' cancellation facts by id; ids without a live order are absent. */
  async cancellationFactsOf(ids: readonly number[]): Promise<Map<number, OrderCancellationFacts>> {
    if (ids.length === 0) return new Map();
    const orders = await this.unitOfWork.manager.getRepository(Order).find({
      select: { ...CONTACT_COLUMNS, status: true, originalsReceivedAt: true, shippingPriceCents: true, deliveryPriceCents: true },
      where: { id: In([...ids]) },
    });
    return new Map(orders.map((order) => [order.id, toCancellationFacts(order)]));
  }

  /**
   * The live order with this number when the signed-in account shows it (the same rule as the
   * account's order list: placed while signed in, or with the account's e-mail once it is confirmed).
   */
  async accountOrderByNumber(customer: { id: number; emailVerified: boolean }, orderNumber: string): Promise<OrderCancellationFacts | null> {
    const query = this.unitOfWork.manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.orderNumber = :orderNumber', { orderNumber })
      .andWhere('o.customerId = :customerId', { customerId: customer.id });
    if (!customer.emailVerified) query.andWhere('o.placedWithAccount = true');
    const order = await query.getOne();
    return order ? toCancellationFacts(order) : null;
  }

  /** Live orders still before authentication that kept their document routes (orders placed before routes were kept have none). */
  async openOrdersWithRoutes(): Promise<OrderRoutesToWatch[]> {
    return this.repository()
      .createQueryBuilder('o')
      .select(['o.id', 'o.orderNumber', 'o.customerId', 'o.customerEmail', 'o.customerFirstName', 'o.customerLastName'])
      .addSelect(['o.destinationCountry', 'o.createdAt', 'o.documentRoutes'])
      .where('o.status IN (:...statuses)', { statuses: [...ROUTE_WATCH_STATUSES] })
      .andWhere(`jsonb_array_length(o.document_routes) > 0`)
      .orderBy('o.id')
      .getMany();
  }

  /** In the ambient transaction, so what is read belongs to the caller's snapshot and locks. */
  private repository() {
    return this.unitOfWork.manager.getRepository(Order);
  }

  /**
   * The order a payment intent placed, deleted or not, as the checkout answers a repeated submit
   * (the whole row: the order response shows it all).
   */
  orderPlacedWith(paymentIntentId: string): Promise<Order | null> {
    return this.unitOfWork.manager.getRepository(Order).findOne({ where: { paymentIntentId }, withDeleted: true });
  }
}

function toCancellationFacts(order: Order): OrderCancellationFacts {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    customerEmail: order.customerEmail,
    customerFirstName: order.customerFirstName,
    customerLastName: order.customerLastName,
    status: order.status,
    originalsReceivedAt: order.originalsReceivedAt,
    returnShippingCents: order.shippingPriceCents + order.deliveryPriceCents,
  };
}
