import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { documentRouteView, dollarsToCents, ORDER_MESSAGES, type Quote, type WholesaleTierId } from '@apostille/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { customerCreatedAt } from '../customers/guest-customers.js';
import { PaymentsService } from '../payments/payments.service.js';
import { PAYMENT_MESSAGES } from '../payments/payment-provider.js';
import { PaymentSucceededEvents } from '../payments/payment-succeeded-events.js';
import { settlePaymentOnOrderSql } from '../payments/order-payment-sql.js';
import { OrderNotPlaceableError, type CheckoutOrderFile, type CheckoutOrderRequest } from './checkout-order-request.js';
import { PricingService, type PricedOrder } from '../pricing/pricing.service.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { sniffUpload, type SniffedType } from '../orders/document-sniffer.js';
import type { CreateOrderFormDto } from './dto/create-order.dto.js';
import type { DeliveryMethod } from '../orders/entities/order.entity.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { orderConfirmationMail } from '../orders/order-confirmation-mail.js';
import { insertOrder, type NewOrderDocument, type OrderDraft } from '../orders/order-insert.js';
import { businessYear } from '../orders/order-number.allocator.js';
import { toOrderResponse, type OrderResponse } from '../orders/order-response.js';
import { priceColumnsOf } from '../orders/order-prices.js';
import { UnitOfWork } from '../database/unit-of-work.js';

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

/** What an order's columns are made of, whether the browser sent it (older flow) or the checkout stored it. */
interface OrderDraftSource {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  destinationCountry: string;
  deliveryMethod?: string | null;
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string; notes?: string | null };
  additionalServices?: { scanning?: boolean; translation?: boolean } | null;
  notes?: string | null;
  paymentIntentId: string;
  firstDocumentType: string;
}

/** Another submit placed the order between our check and our lock. */
class OrderAlreadyPlaced extends Error {}

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
 * payment, store the files, then write everything in one statement (see insertOrder). Any failure leaves no row and
 * no file behind; a repeated submit of the same payment answers the existing order.
 */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger(OrderPlacementService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly payments: PaymentsService,
    private readonly storage: DocumentStorage,
    private readonly succeeded: PaymentSucceededEvents,
    private readonly orders: OrderLookupService,
  ) {}

  async createOrder(form: CreateOrderFormDto, files: StagedUpload[], options: CreateOrderOptions = {}): Promise<CreatedOrder> {
    // The files first, before anything else is read: a refused file costs no payment look-up.
    const { types, documentCount } = this.checkDocuments(form, files);
    // Only the checkout that created the intent may use it: one read answers "is it yours?",
    // "was it already used?" and, below, the payment check.
    const payment = await this.payments.findOwnPayment(form.paymentIntentId, form.checkoutKey);
    if (payment.orderId !== null) {
      // The owner's retried submit: the same order again, nothing stored twice.
      const existing = await this.orderForPayment(form.paymentIntentId);
      if (existing) return { response: existing, created: false };
    }
    if (payment.refundStatus !== null) throw new ConflictException(PAYMENT_MESSAGES.refunded);
    if (payment.orderRequest !== null) {
      // An intent of the server-kept checkout: its order is the one stored with it, placed by the
      // checkout when the payment succeeds (this nudges it); what the browser sends now is not used.
      await this.succeeded.publish(form.paymentIntentId);
      const placed = await this.orderForPayment(form.paymentIntentId);
      if (placed) return { response: placed, created: false };
      throw new HttpException(PAYMENT_MESSAGES.paymentNotCompleted, HttpStatus.PAYMENT_REQUIRED);
    }
    this.payments.checkEmail(payment, form.customerEmail);

    // The tier is the signed-in account's, read here: a total the browser computed without it is refused below.
    const wholesaleTier = await this.pricing.wholesaleTierOf(options.customerId);
    const { quote, shippingRate } = this.priceOlderFlow(form, documentCount, payment.amountCents, new Date(), wholesaleTier);
    if (dollarsToCents(form.totalAmount) !== quote.totalCents) throw new BadRequestException(ORDER_ERRORS.totalMismatch);
    const paid = await this.payments.verifyPaid(payment, quote.totalCents);

    const stored: string[] = [];
    // The older form sends each document's file count: files 1-2 of a two-file document are document 1.
    const documentNumbers = (form.documentFileCounts ?? form.documentTypes.map(() => 1)).flatMap((count, index) =>
      Array.from({ length: count }, () => index + 1),
    );
    try {
      const documents: NewOrderDocument[] = [];
      for (const [index, file] of files.entries()) {
        const object = await this.storage.put(file.path, types[index].extension, file.size);
        stored.push(object.fileName);
        documents.push({
          originalName: file.originalName,
          fileName: object.fileName,
          mimeType: types[index].mimeType,
          fileSize: object.size,
          documentType: form.documentTypes[index],
          documentNumber: documentNumbers[index],
        });
      }
      const draft = this.draftOf({ ...form, firstDocumentType: form.documentTypes[0] }, quote, shippingRate, options.customerId);
      const placed = await this.unitOfWork.run(async (manager) => {
        // Under the payment's lock, like the checkout: an order and a refund of one payment never meet.
        const locked = await this.payments.lockPayment(form.paymentIntentId);
        if (locked?.refundStatus) throw new ConflictException(PAYMENT_MESSAGES.refunded);
        if (locked?.orderId) return undefined;
        return this.place(manager, draft, options.customerId, form, documents, paid.id, quote);
      });
      if (!placed) throw new OrderAlreadyPlaced();
      return { response: placed, created: true };
    } catch (error) {
      await Promise.all(stored.map((fileName) => this.storage.remove(fileName).catch(() => undefined)));
      if (error instanceof OrderAlreadyPlaced || isUniqueViolation(error, 'uq_orders_payment_intent_id')) {
        // A concurrent submit of the same payment won the race: answer its order.
        const winner = await this.orderForPayment(form.paymentIntentId);
        if (winner) return { response: winner, created: false };
      }
      throw error;
    }
  }

  /**
   * Places the order a paid checkout intent was made for, inside the caller's transaction, which
   * holds the payment's lock (see CheckoutFulfilmentService). The staged files become its documents.
   */
  async placeCheckoutOrder(
    manager: EntityManager,
    request: CheckoutOrderRequest,
    files: CheckoutOrderFile[],
    payment: { id: number; paymentIntentId: string },
  ): Promise<OrderResponse> {
    const byId = new Map(files.map((file) => [file.id, file]));
    const documents: NewOrderDocument[] = request.documents.flatMap((document, index) =>
      document.files.map((id) => {
        const file = byId.get(id);
        if (!file) throw new OrderNotPlaceableError(`staged file ${id} of the order is no longer in its checkout`);
        return {
          originalName: file.originalName,
          fileName: file.fileName,
          mimeType: file.mimeType,
          fileSize: file.fileSize,
          documentType: document.documentType,
          documentNumber: index + 1,
        };
      }),
    );
    const source: OrderDraftSource = {
      ...request,
      paymentIntentId: payment.paymentIntentId,
      firstDocumentType: request.documents[0]?.documentType ?? '',
    };
    const draft = this.draftOf(source, request.quote, request.shippingRate, request.customerId ?? undefined);
    return this.place(manager, draft, request.customerId ?? undefined, request, documents, payment.id, request.quote);
  }

  /** The order, its documents, the payment link and the confirmation e-mail: one statement in the caller's transaction. */
  private async place(
    manager: EntityManager,
    draft: OrderDraft,
    customerId: number | undefined,
    contact: { customerEmail: string; customerFirstName: string; customerLastName: string; customerPhone: string },
    documents: NewOrderDocument[],
    paymentId: number,
    quote: Quote,
  ): Promise<OrderResponse> {
    const order = await insertOrder(
      this.dataSource,
      {
        year: businessYear(),
        draft,
        customer: customerId
          ? { id: customerId }
          : { email: contact.customerEmail, firstName: contact.customerFirstName, lastName: contact.customerLastName, phone: contact.customerPhone },
        documents,
        paymentId,
        settlePaymentSql: settlePaymentOnOrderSql,
        confirmationMail: (orderNumber) =>
          orderConfirmationMail({
            order: { ...draft, orderNumber },
            serviceLevelName: quote.serviceLevelName,
            documents,
            additionalServiceLines: quote.additionalServices,
            supportEmail: this.config.supportEmail,
            publicUrl: this.config.publicUrl,
            now: new Date(),
          }),
      },
      manager,
    );
    this.logger.log(`order ${order.orderNumber} created (${draft.documentCount} documents, ${draft.totalAmountCents} cents)`);
    return toOrderResponse({ ...draft, orderNumber: order.orderNumber }, order.isNewAccount, new Date());
  }

  /**
   * The server's price of an order of the older flow. Its documents (the type of each document's
   * first file, the type's default issuer) are priced by route to the destination; an intent made
   * with the spec's cart alone (no documents) was priced the spec's flat way, and that price is kept
   * when the payment is for it. Either way the browser's total is only compared, never used.
   */
  private priceOlderFlow(form: CreateOrderFormDto, documentCount: number, paidCents: number, now: Date, wholesaleTier: WholesaleTierId | null): PricedOrder {
    const cart = {
      wholesaleTier,
      serviceLevel: form.serviceLevel,
      documentCount,
      deliveryMethod: form.deliveryMethod,
      shippingRateId: form.selectedShippingRate?.rateId,
      shippingCountry: form.shippingAddress.country,
      additionalServices: form.additionalServices,
      requireReturnRate: true,
    };
    const fileCounts = form.documentFileCounts ?? form.documentTypes.map(() => 1);
    let first = 0;
    const documents = fileCounts.map((count) => {
      const documentType = form.documentTypes[first];
      first += count;
      return { documentType, issuer: null };
    });
    const byRoute = this.pricing.price({ ...cart, documents, destinationCountry: form.destinationCountry, orderDate: now });
    if (byRoute.quote.totalCents === paidCents) return byRoute;
    const flat = this.pricing.price(cart);
    return flat.quote.totalCents === paidCents ? flat : byRoute;
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

  /** The order's columns from the form and the server's quote. */
  private draftOf(form: OrderDraftSource, quote: Quote, shippingRate: PricedOrder['shippingRate'], customerId: number | undefined): OrderDraft {
    const address = form.shippingAddress;
    return {
      status: 'pending',
      documentRoutes: quote.documentRoutes.map(documentRouteView),
      // Placed with the customer's token: it shows in their account at once (see CustomerOrdersService).
      placedWithAccount: customerId !== undefined,
      customerFirstName: form.customerFirstName,
      customerLastName: form.customerLastName,
      customerEmail: form.customerEmail,
      customerPhone: form.customerPhone,
      serviceLevel: quote.serviceLevel,
      destinationCountry: form.destinationCountry,
      deliveryMethod: (form.deliveryMethod ?? 'mail') as DeliveryMethod,
      documentType: form.firstDocumentType,
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
    };
  }

  /** The response of the order already paid with this intent, if any. */
  async orderForPayment(paymentIntentId: string): Promise<OrderResponse | undefined> {
    const order = await this.orders.orderPlacedWith(paymentIntentId);
    if (!order) return undefined;
    // The customer row was created by this order's transaction exactly when both share its start time.
    const customerCreated = order.customerId ? await customerCreatedAt(this.dataSource.manager, order.customerId) : null;
    const isNewAccount = customerCreated?.getTime() === order.createdAt.getTime();
    return toOrderResponse(order, isNewAccount, new Date());
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === constraint;
}
