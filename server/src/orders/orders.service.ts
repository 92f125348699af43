import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { dollarsToCents, ORDER_MESSAGES, type Quote } from '@apostille/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { findOrCreateCustomer } from './customer-linking.js';
import { sniffUpload, type SniffedType } from './document-sniffer.js';
import type { CreateOrderFormDto } from './dto/create-order.dto.js';
import { OrderDocument } from './entities/order-document.entity.js';
import { Order, type DeliveryMethod, type ServiceLevel } from './entities/order.entity.js';
import { orderConfirmationMail } from './order-confirmation-mail.js';
import { allocateOrderNumber } from './order-number.allocator.js';
import { toOrderResponse, type OrderResponse } from './order-response.js';
import { priceColumnsOf } from './order-prices.js';

export const ORDER_ERRORS = {
  totalMismatch: 'The order total does not match the price of this order. Please refresh the page and try again.',
  documentCountMismatch: 'The document count does not match the uploaded documents.',
  fileForEveryDocument: 'Please upload a file for every document.',
} as const;

/** A file the upload staged on local disk. */
export interface StagedUpload {
  path: string;
  originalName: string;
  size: number;
  /** The file's first bytes (content sniffing). */
  head: Buffer;
}

export interface CreateOrderOptions {
  /** The signed-in customer placing the order (set by the accounts feature); guests leave it unset. */
  customerId?: number;
}

export interface CreatedOrder {
  response: OrderResponse;
  /** false when the payment intent already had an order and that order was answered again. */
  created: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Turns a paid checkout into an order: validate the documents, price on the server, confirm the
 * payment, store the files, then write everything in one transaction. Any failure leaves no row and
 * no file behind; a repeated submit of the same payment answers the existing order.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly payments: PaymentsService,
    private readonly storage: DocumentStorage,
    private readonly outbox: OutboxService,
  ) {}

  async createOrder(form: CreateOrderFormDto, files: StagedUpload[], options: CreateOrderOptions = {}): Promise<CreatedOrder> {
    const existing = await this.responseForPayment(form.paymentIntentId);
    if (existing) return { response: existing, created: false };

    const { types, documentCount } = this.checkDocuments(form, files);
    const { quote, shippingRate } = this.pricing.price({
      serviceLevel: form.serviceLevel,
      documentCount,
      deliveryMethod: form.deliveryMethod,
      shippingRateId: form.selectedShippingRate?.rateId,
      shippingCountry: form.shippingAddress.country,
      additionalServices: form.additionalServices,
    });
    if (dollarsToCents(form.totalAmount) !== quote.totalCents) throw new BadRequestException(ORDER_ERRORS.totalMismatch);
    const payment = await this.payments.verifyPaid(form.paymentIntentId, quote.totalCents);

    const stored: string[] = [];
    try {
      const documents: Partial<OrderDocument>[] = [];
      for (const [index, file] of files.entries()) {
        const object = await this.storage.put(file.path, types[index].extension);
        stored.push(object.fileName);
        documents.push({
          originalName: file.originalName,
          fileName: object.fileName,
          mimeType: types[index].mimeType,
          fileSize: object.size,
          documentType: form.documentTypes[index],
          uploadedBy: 'customer',
        });
      }
      const response = await this.dataSource.transaction((manager) =>
        this.persist(manager, { form, quote, shippingRate, documents, paymentId: payment.id, customerId: options.customerId }),
      );
      return { response, created: true };
    } catch (error) {
      await Promise.all(stored.map((fileName) => this.storage.remove(fileName).catch(() => undefined)));
      if (isUniqueViolation(error, 'uq_orders_payment_intent_id')) {
        // A concurrent submit of the same payment won the race: answer its order.
        const winner = await this.responseForPayment(form.paymentIntentId);
        if (winner) return { response: winner, created: false };
      }
      throw error;
    }
  }

  /** Checks files against the declared documents; returns each file's real type and the number of documents. */
  private checkDocuments(form: CreateOrderFormDto, files: StagedUpload[]): { types: SniffedType[]; documentCount: number } {
    if (files.length === 0) throw new BadRequestException(ORDER_MESSAGES.atLeastOneDocumentRequired);
    if (form.documentTypes.length < files.length) throw new BadRequestException(ORDER_MESSAGES.documentTypeRequired);
    if (form.documentTypes.length > files.length) throw new BadRequestException(ORDER_ERRORS.fileForEveryDocument);
    const fileCounts = form.documentFileCounts ?? files.map(() => 1);
    if (fileCounts.reduce((sum, count) => sum + count, 0) !== files.length) {
      throw new BadRequestException(ORDER_ERRORS.documentCountMismatch);
    }
    const documentCount = fileCounts.length;
    if (form.documentCount !== undefined && form.documentCount !== documentCount) {
      throw new BadRequestException(ORDER_ERRORS.documentCountMismatch);
    }
    const types = files.map((file) => {
      const type = sniffUpload(file.head, file.originalName);
      if (!type) throw new BadRequestException(ORDER_MESSAGES.invalidFiles);
      return type;
    });
    return { types, documentCount };
  }

  private async persist(
    manager: EntityManager,
    input: {
      form: CreateOrderFormDto;
      quote: Quote;
      shippingRate: { rateId: string; costCents: number; serviceDescription: string; carrier: string; deliveryDays: number } | null;
      documents: Partial<OrderDocument>[];
      paymentId: number;
      customerId?: number;
    },
  ): Promise<OrderResponse> {
    const { form, quote, shippingRate } = input;
    const { customerId, isNewAccount } = input.customerId
      ? { customerId: input.customerId, isNewAccount: false }
      : await this.findOrCreateCustomer(manager, form);
    const orderNumber = await allocateOrderNumber(manager);
    const address = form.shippingAddress;
    const orders = manager.getRepository(Order);
    const order = orders.create({
      orderNumber,
      status: 'pending',
      customerId,
      // Placed with the customer's token: it shows in their account at once (see CustomerOrdersService).
      placedWithAccount: input.customerId !== undefined,
      customerFirstName: form.customerFirstName,
      customerLastName: form.customerLastName,
      customerEmail: form.customerEmail,
      customerPhone: form.customerPhone,
      serviceLevel: quote.serviceLevel as ServiceLevel,
      destinationCountry: form.destinationCountry,
      deliveryMethod: (form.deliveryMethod ?? 'mail') as DeliveryMethod,
      documentType: form.documentTypes[0],
      documentCount: quote.documentCount,
      shippingStreet: address.street,
      shippingCity: address.city,
      shippingState: address.state,
      shippingZipCode: address.zipCode,
      shippingCountry: address.country,
      shippingNotes: address.notes || null,
      selectedShippingRate: shippingRate
        ? {
            rateId: shippingRate.rateId,
            cost: shippingRate.costCents / 100,
            serviceDescription: shippingRate.serviceDescription,
            carrier: shippingRate.carrier,
            deliveryDays: shippingRate.deliveryDays,
          }
        : null,
      additionalServices: { scanning: form.additionalServices?.scanning === true, translation: form.additionalServices?.translation === true },
      ...priceColumnsOf(quote),
      notes: form.notes?.trim() || null,
      source: 'web',
      paymentIntentId: form.paymentIntentId,
    });
    // insert (not save): one INSERT … RETURNING that fills id and timestamps into `order`.
    await orders.insert(order);
    await this.insertOrderRecords(manager, order, input.documents, input.paymentId);
    await this.outbox.add(
      manager,
      orderConfirmationMail({
        order,
        serviceLevelName: quote.serviceLevelName,
        documents: input.documents.map((d) => ({ originalName: d.originalName as string, documentType: d.documentType as string })),
        additionalServiceLines: quote.additionalServices,
        supportEmail: this.config.supportEmail,
        publicUrl: this.config.publicUrl,
      }),
    );
    this.logger.log(`order ${orderNumber} created (${order.documentCount} documents, ${order.totalAmountCents} cents)`);
    return toOrderResponse(order, isNewAccount);
  }

  /**
   * The order's documents, its first status-history row (pending), the payment link and the
   * 'order.created' automation event, in one statement: the order transaction holds the order-number
   * counter's row lock until it commits, so fewer round trips mean more orders per second.
   */
  private async insertOrderRecords(manager: EntityManager, order: Order, documents: Partial<OrderDocument>[], paymentId: number): Promise<void> {
    const event = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      customerEmail: order.customerEmail,
      serviceLevel: order.serviceLevel,
      documentCount: order.documentCount,
      totalAmountCents: order.totalAmountCents,
      paymentIntentId: order.paymentIntentId,
    };
    const rows = documents.map((d) => ({
      original_name: d.originalName,
      file_name: d.fileName,
      mime_type: d.mimeType,
      file_size: d.fileSize,
      document_type: d.documentType,
    }));
    await manager.query(
      `WITH documents AS (
         INSERT INTO order_documents (order_id, original_name, file_name, mime_type, file_size, document_type, uploaded_by)
         SELECT $1, d.original_name, d.file_name, d.mime_type, d.file_size, d.document_type, 'customer'
         FROM jsonb_to_recordset($2::jsonb) AS d(original_name text, file_name text, mime_type text, file_size integer, document_type text)
       ), history AS (
         INSERT INTO order_status_history (order_id, old_status, new_status, notes) VALUES ($1, NULL, 'pending', 'Order received')
       ), payment AS (
         UPDATE payments SET order_id = $1, status = 'succeeded', updated_at = now() WHERE id = $3
       )
       INSERT INTO domain_events (type, payload, status) VALUES ('order.created', $4::jsonb, 'pending')`,
      [order.id, JSON.stringify(rows), paymentId, JSON.stringify(event)],
    );
  }

  /** The customer with this e-mail (case-insensitive), or a new passwordless one. */
  private findOrCreateCustomer(manager: EntityManager, form: CreateOrderFormDto): Promise<{ customerId: number; isNewAccount: boolean }> {
    return findOrCreateCustomer(manager, {
      email: form.customerEmail,
      firstName: form.customerFirstName,
      lastName: form.customerLastName,
      phone: form.customerPhone,
    });
  }

  /** The response of the order already paid with this intent, if any. */
  private async responseForPayment(paymentIntentId: string): Promise<OrderResponse | undefined> {
    const order = await this.dataSource.getRepository(Order).findOne({ where: { paymentIntentId }, withDeleted: true });
    if (!order) return undefined;
    // The customer row was created by this order's transaction exactly when both share its start time.
    const customer = order.customerId ? await this.dataSource.getRepository(Customer).findOne({ where: { id: order.customerId } }) : null;
    const isNewAccount = Boolean(customer && customer.createdAt.getTime() === order.createdAt.getTime());
    return toOrderResponse(order, isNewAccount);
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === constraint;
}
