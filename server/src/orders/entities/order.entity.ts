import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import {
  ORDER_STATUSES as ORDER_STATUS_INFO,
  SERVICE_LEVELS,
  type DocumentRouteView,
  type OrderStatus,
  type ReturnCarrier,
  type ServiceLevel,
} from '@apostille/domain';
import { OrderBatch } from '../../batch-orders/entities/order-batch.entity.js';
import { MonthlyInvoice } from '../../invoicing/entities/monthly-invoice.entity.js';
import { Customer } from '../../customers/entities/customer.entity.js';
import { OrderDocument } from './order-document.entity.js';
import { OrderStatusHistory } from './order-status-history.entity.js';

// Status and tier values come from libs/domain, the one place they are defined.
export const ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUS_INFO.map((status) => status.key);
export { SERVICE_LEVELS, type OrderStatus, type ServiceLevel };

/** Customer wizard methods plus the staff custom-order methods. */
export const DELIVERY_METHODS = ['mail', 'pickup', 'fedex', 'ups', 'dhl', 'usps_priority', 'fedex_domestic', 'fedex_international'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** 'api': placed by a wholesale account through the versioned API (/api/v1); 'batch': a row of a wholesale CSV batch. */
export const ORDER_SOURCES = ['web', 'admin', 'custom', 'api', 'batch'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The return-shipping rate the customer picked (dollars, as the rates API speaks). */
export interface SelectedShippingRate {
  rateId: string;
  cost: number;
  serviceDescription: string;
  carrier?: string;
  deliveryDays?: number;
}

export interface AdditionalServices {
  scanning?: boolean;
  translation?: boolean;
}

/** One line item of a staff custom order (money in integer cents). */
export interface OrderLineItem {
  id: string;
  documentType: string;
  documentCount: number;
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string; notes: string };
  deliveryMethod: DeliveryMethod;
  shippingCostCents: number;
}

/**
 * The text the admin search matches (order number, names, e-mail, the phone's digits), lowercased: what the trigger
 * `tr_orders_search` stores in `order_search.search_text`, which the GIN trigram index
 * `ix_order_search_trgm` covers (see OrderSearch).
 */
export function orderSearchExpression(alias?: string): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return (
    `lower(${c('order_number')} || ' ' || ${c('customer_first_name')} || ' ' || ` +
    `${c('customer_last_name')} || ' ' || ${c('customer_email')} || ' ' || regexp_replace(${c('customer_phone')}, '[^0-9]', '', 'g'))`
  );
}

@Entity('orders')
@Index('uq_orders_order_number', ['orderNumber'], { unique: true })
@Index('uq_orders_payment_intent_id', ['paymentIntentId'], { unique: true })
@Index('ix_orders_status_created_at', ['status', 'createdAt'])
@Index('ix_orders_customer_id_created_at', ['customerId', 'createdAt'])
// Not expressible in TypeORM: created_at DESC and lower(customer_email).
@Index('ix_orders_created_at', { synchronize: false })
@Index('ix_orders_customer_email_lower', { synchronize: false })
@Check(
  'ck_orders_status',
  `"status" IN ('pending', 'processing', 'docs_received', 'authentication_in_progress', 'apostille_complete', 'shipped', 'delivered', 'cancelled')`,
)
@Check('ck_orders_service_level', `"service_level" IN ('lightning', 'rush', 'fast')`)
@Check('ck_orders_delivery_method', `"delivery_method" IN ('mail', 'pickup', 'fedex', 'ups', 'dhl', 'usps_priority', 'fedex_domestic', 'fedex_international')`)
@Check('ck_orders_source', `"source" IN ('web', 'admin', 'custom', 'api', 'batch')`)
@Check('ck_orders_customer_reference', `"customer_reference" IS NULL OR char_length("customer_reference") <= 100`)
@Index('ix_orders_batch_id', ['batchId'])
@Index('ix_orders_monthly_invoice_id', ['monthlyInvoiceId'])
@Index('uq_orders_api_idempotency_key', ['customerId', 'apiIdempotencyKey'], { unique: true })
@Check('ck_orders_return_carrier', `"return_carrier" IS NULL OR "return_carrier" IN ('USPS', 'FEDEX', 'UPS', 'DHL')`)
@Check('ck_orders_document_count', `"document_count" >= 1`)
@Check(
  'ck_orders_amounts',
  `"service_level_price_cents" >= 0 AND "additional_document_price_cents" >= 0 AND "state_fees_cents" >= 0 ` +
    `AND "shipping_price_cents" >= 0 AND "delivery_price_cents" >= 0 AND "additional_services_cents" >= 0 ` +
    `AND "discount_cents" >= 0 AND "total_amount_cents" >= 0`,
)
export class Order {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** APO-YYYY-###, allocated through order_number_counters. */
  @Column({ type: 'text' })
  orderNumber: string;

  @Column({ type: 'text', default: 'pending' })
  status: OrderStatus;

  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  /**
   * True when a signed-in customer placed the order with their token. Orders linked to an account only
   * through their e-mail (guest checkouts) are shown in it once the e-mail address is confirmed.
   */
  @Column({ type: 'boolean', default: false })
  placedWithAccount: boolean;

  @ManyToOne(() => Customer, (customer) => customer.orders, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer> | null;

  @Column({ type: 'text' })
  customerFirstName: string;

  @Column({ type: 'text' })
  customerLastName: string;

  @Column({ type: 'text' })
  customerEmail: string;

  @Column({ type: 'text' })
  customerPhone: string;

  @Column({ type: 'text' })
  serviceLevel: ServiceLevel;

  @Column({ type: 'text' })
  destinationCountry: string;

  @Column({ type: 'text', default: 'mail' })
  deliveryMethod: DeliveryMethod;

  /** Type of the first document (the admin view shows one type per order). */
  @Column({ type: 'text' })
  documentType: string;

  @Column({ type: 'integer', default: 1 })
  documentCount: number;

  @Column({ type: 'text', nullable: true })
  shippingStreet: string | null;

  @Column({ type: 'text', nullable: true })
  shippingCity: string | null;

  @Column({ type: 'text', nullable: true })
  shippingState: string | null;

  @Column({ type: 'text', nullable: true })
  shippingZipCode: string | null;

  @Column({ type: 'text', nullable: true })
  shippingCountry: string | null;

  @Column({ type: 'text', nullable: true })
  shippingNotes: string | null;

  @Column({ type: 'jsonb', nullable: true })
  selectedShippingRate: SelectedShippingRate | null;

  @Column({ type: 'jsonb', default: {} })
  additionalServices: AdditionalServices;

  /** Custom orders only: every line item; the columns above carry the first one (and the total count). */
  @Column({ type: 'jsonb', nullable: true })
  lineItems: OrderLineItem[] | null;

  /** The route of each document as shown and priced before payment (libs/domain documentRouteViews); [] before routes existed. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  documentRoutes: DocumentRouteView[];

  @Column({ type: 'integer', default: 0 })
  serviceLevelPriceCents: number;

  @Column({ type: 'integer', default: 0 })
  additionalDocumentPriceCents: number;

  @Column({ type: 'integer', default: 0 })
  stateFeesCents: number;

  /** Return shipping (the selected rate). */
  @Column({ type: 'integer', default: 0 })
  shippingPriceCents: number;

  @Column({ type: 'integer', default: 0 })
  deliveryPriceCents: number;

  @Column({ type: 'integer', default: 0 })
  additionalServicesCents: number;

  /** All discounts together (bulk + bundle, or a custom-order discount), as a positive amount. */
  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  /** The wholesale tier `discountCents` was priced with (the bulk discount); null for retail and staff orders. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  bulkTier: string | null;

  @Column({ type: 'integer' })
  totalAmountCents: number;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', default: 'web' })
  source: OrderSource;

  /** The wholesale integration's own reference (their matter or file number), returned by the API's reads. */
  @Column({ type: 'text', nullable: true })
  customerReference?: string | null;

  /** The wholesale CSV batch the order was placed in (source 'batch'). */
  @Column({ type: 'integer', nullable: true })
  batchId?: number | null;

  @ManyToOne(() => OrderBatch, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'batch_id' })
  batch?: Relation<OrderBatch>;

  /** The monthly invoice that bills the order (orders billed monthly only), written by the invoice run. */
  @Column({ type: 'integer', nullable: true })
  monthlyInvoiceId?: number | null;

  @ManyToOne(() => MonthlyInvoice, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'monthly_invoice_id' })
  monthlyInvoice?: Relation<MonthlyInvoice>;

  /** API orders: the Idempotency-Key the request carried; one order per key and account. */
  @Column({ type: 'text', nullable: true })
  apiIdempotencyKey?: string | null;

  /** API orders: hash of the request that came with the key, so the same key with another body is refused. */
  @Column({ type: 'text', nullable: true })
  apiRequestHash?: string | null;

  /** Billed on the account's monthly invoice (no card payment asked for); set at placing from the account's flag. */
  @Column({ type: 'boolean', default: false })
  invoiceMonthly?: boolean;

  /** The payment that paid for the order; unique so a retried submit finds the existing order. */
  @Column({ type: 'text', nullable: true })
  paymentIntentId: string | null;

  /** The return parcel's carrier and tracking number, recorded by staff with the status Shipped. */
  @Column({ type: 'text', nullable: true })
  returnCarrier: ReturnCarrier | null;

  @Column({ type: 'text', nullable: true })
  returnTrackingNumber: string | null;

  /** When the originals reached the centre (first change into Documents Received or later); turnaround counts from that day. */
  @Column({ type: 'timestamptz', nullable: true })
  originalsReceivedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt: Date | null;

  @OneToMany(() => OrderDocument, (document) => document.order)
  documents: Relation<OrderDocument>[];

  @OneToMany(() => OrderStatusHistory, (entry) => entry.order)
  statusHistory: Relation<OrderStatusHistory>[];
}
