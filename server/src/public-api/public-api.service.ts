import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import {
  addressIssues,
  centsToDollars,
  deliveryIssues,
  documentRouteView,
  ORDER_TEXT_LIMITS,
  quote,
  serviceIssues,
  type CustomerOrderListItem,
  type FieldIssue,
} from '@apostille/domain';
import type { ApiKeyHolder } from '../auth/account-sources.js';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ApiOrderEntryService, isIdempotencyKeyTaken, type UploadedApiDocument } from '../orders/api-entry/api-order-entry.service.js';
import type { StagedUpload } from '../checkout/order-placement.service.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import type { DeliveryMethod } from '../orders/entities/order.entity.js';
import { priceColumnsOf } from '../orders/order-prices.js';
import { issuerRefOf } from '../payments/dto/create-payment-intent.dto.js';
import { OrderPaidService } from '../payments/order-paid.service.js';
import { PaymentLinksService } from '../payments/payment-links/payment-links.service.js';
import { PricingService, type PricedOrder } from '../pricing/pricing.service.js';
import type { V1CreateOrderDto } from './v1-create-order.dto.js';
import type { V1QuoteDto } from './v1-quote.dto.js';

export const V1_MESSAGES = {
  orderNotFound: 'Order not found',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different order request; use a new key for a new order.',
  totalMismatch: (expected: number, actual: number) =>
    `expectedTotal is ${expected} cents but this order costs ${actual} cents; nothing was placed. Quote again and resend with the new total.`,
} as const;

/** How an order is paid, as the API shows it. */
export type V1Payment = { method: 'monthly-invoice'; status: 'paid' | 'unpaid' } | { method: 'card'; status: 'paid' | 'unpaid'; paymentUrl?: string };

export interface V1Order extends CustomerOrderListItem {
  customerReference: string | null;
  payment: V1Payment;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const text = (value: string | null | undefined) => (value ?? '').trim();

/** The request's fingerprint: the same fields with the same values give the same hash, in any key order. */
function requestHash(body: V1CreateOrderDto): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * The versioned API's answers: the key's own account only, its orders and its prices. An order is
 * placed first and paid after (docs/decisions.md, "Orders through the API"): it is checked by the
 * checkout's rules and priced with the account's tier before anything is written, and written
 * with its payment link in one transaction, so a refused order leaves nothing and costs nothing.
 */
@Injectable()
export class PublicApiService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly customers: CustomerLookupService,
    private readonly customerOrders: CustomerOrdersService,
    private readonly pricing: PricingService,
    private readonly apiOrders: ApiOrderEntryService,
    private readonly paymentLinks: PaymentLinksService,
    private readonly orderPaid: OrderPaidService,
  ) {}

  async listOrders(holder: ApiKeyHolder): Promise<V1Order[]> {
    const customer = await this.customers.byId(holder.customerId);
    return customer ? this.withApiFacts(holder, await this.customerOrders.list(customer)) : [];
  }

  /** One order of the key's account; another account's order is "not found", as an unknown one. */
  async order(holder: ApiKeyHolder, orderNumber: string): Promise<V1Order> {
    const found = (await this.listOrders(holder)).find((order) => order.orderNumber === orderNumber.trim().toUpperCase());
    if (!found) throw new NotFoundException(V1_MESSAGES.orderNotFound);
    return found;
  }

  /** The price of an order for this account, in dollars as the order response gives them, with its wholesale discount. */
  async quote(holder: ApiKeyHolder, input: V1QuoteDto) {
    const wholesaleTier = await this.pricing.wholesaleTierOf(holder.customerId);
    const priced = quote({
      serviceLevel: input.serviceLevel,
      documentCount: input.documentCount,
      additionalServices: input.additionalServices ?? null,
      wholesaleTier,
    });
    return {
      serviceLevel: priced.serviceLevel,
      documentCount: priced.documentCount,
      serviceFees: centsToDollars(priced.serviceFeesCents),
      governmentFees: centsToDollars(priced.stateGovernmentFeesCents),
      subtotal: centsToDollars(priced.subtotalCents),
      bulkDiscountAmount: centsToDollars(priced.bulkDiscountCents),
      bulkTier: priced.bulkTier,
      total: centsToDollars(priced.totalCents),
      currency: 'usd',
      note: 'Return shipping is added at checkout from the rate you choose.',
    };
  }

  /**
   * Places an order for the key's account. The same Idempotency-Key again answers the order it
   * placed (created: false), whether the first request finished or is still running; the key with
   * another request is refused (422).
   */
  async createOrder(holder: ApiKeyHolder, body: V1CreateOrderDto, idempotencyKey: string | undefined): Promise<{ order: V1Order; created: boolean }> {
    const idempotency = idempotencyKey === undefined ? null : { key: this.checkIdempotencyKey(idempotencyKey), requestHash: requestHash(body) };
    if (idempotency) {
      const earlier = await this.earlierOrder(holder, idempotency);
      if (earlier) return { order: earlier, created: false };
    }
    const issues = this.orderIssues(body);
    if (issues.length > 0) throw new ValidationFailedException(issues);

    const customer = await this.customers.byId(holder.customerId);
    if (!customer) throw new NotFoundException(V1_MESSAGES.orderNotFound);
    const priced = this.price(body, await this.pricing.wholesaleTierOf(holder.customerId));
    const totalCents = priced.quote.totalCents;
    if (body.expectedTotal !== undefined && body.expectedTotal !== totalCents) {
      throw new ConflictException(V1_MESSAGES.totalMismatch(body.expectedTotal, totalCents));
    }

    const address = body.shippingAddress;
    const invoiceMonthly = customer.invoiceMonthly;
    try {
      const placed = await this.unitOfWork.run(async () => {
        const order = await this.apiOrders.place({
          customerId: customer.id,
          idempotency,
          draft: {
            documentRoutes: priced.quote.documentRoutes.map(documentRouteView),
            customerFirstName: customer.firstName,
            customerLastName: customer.lastName,
            customerEmail: customer.email,
            customerPhone: customer.phone ?? '',
            serviceLevel: priced.quote.serviceLevel,
            destinationCountry: body.destinationCountry,
            deliveryMethod: body.deliveryMethod as DeliveryMethod,
            documentType: body.documents[0].documentType,
            documentCount: priced.quote.documentCount,
            shippingStreet: text(address.street),
            shippingCity: text(address.city),
            shippingState: text(address.state),
            shippingZipCode: text(address.zipCode),
            shippingCountry: text(address.country),
            shippingNotes: text(address.notes) || null,
            selectedShippingRate: priced.shippingRate
              ? {
                  rateId: priced.shippingRate.rateId,
                  cost: priced.shippingRate.costCents / 100,
                  serviceDescription: priced.shippingRate.serviceDescription,
                  carrier: priced.shippingRate.carrier,
                  deliveryDays: priced.shippingRate.deliveryDays,
                }
              : null,
            additionalServices: { scanning: body.additionalServices?.scanning === true, translation: body.additionalServices?.translation === true },
            ...priceColumnsOf(priced.quote),
            notes: text(body.notes) || null,
            customerReference: text(body.customerReference) || null,
            invoiceMonthly,
          },
        });
        // Card accounts pay the order's own total through a payment link, written with the order.
        if (!invoiceMonthly && totalCents > 0) await this.paymentLinks.createForApiOrder(order, totalCents, `Order ${order.orderNumber}`);
        return order;
      });
      return { order: await this.order(holder, placed.orderNumber), created: true };
    } catch (error) {
      if (!idempotency || !isIdempotencyKeyTaken(error)) throw error;
      // A concurrent request with the same key placed the order first.
      const earlier = await this.earlierOrder(holder, idempotency);
      if (earlier) return { order: earlier, created: false };
      throw error;
    }
  }

  /** Files for an order of the key's account: each the order's next document. */
  async uploadDocuments(holder: ApiKeyHolder, orderNumber: string, files: StagedUpload[]): Promise<{ orderNumber: string; documents: UploadedApiDocument[] }> {
    const documents = await this.apiOrders.addDocuments(holder.customerId, orderNumber, files, 'api');
    return { orderNumber: orderNumber.trim().toUpperCase(), documents };
  }

  private checkIdempotencyKey(key: string): string {
    if (!IDEMPOTENCY_KEY.test(key)) throw new ValidationFailedException([{ field: 'Idempotency-Key', message: V1_MESSAGES.idempotencyKeyInvalid }]);
    return key;
  }

  /** The order this key placed: answered again for the same request, refused for another. */
  private async earlierOrder(holder: ApiKeyHolder, idempotency: { key: string; requestHash: string }): Promise<V1Order | null> {
    const earlier = await this.apiOrders.byIdempotencyKey(holder.customerId, idempotency.key);
    if (!earlier) return null;
    if (earlier.requestHash !== idempotency.requestHash) throw new UnprocessableEntityException(V1_MESSAGES.idempotencyKeyReused);
    return this.order(holder, earlier.orderNumber);
  }

  /** The checkout's rules (service, destination and routes, delivery, documents 1..max, return address), with the API's field names. */
  private orderIssues(body: V1CreateOrderDto): FieldIssue[] {
    const issues = [
      ...serviceIssues({
        serviceLevel: body.serviceLevel,
        destinationCountry: body.destinationCountry,
        deliveryMethod: body.deliveryMethod,
        hasReturnRate: Boolean(body.shippingRateId),
        // Files come later (POST …/documents): each document counts as having its own.
        documents: body.documents.map((document, index) => ({
          documentType: document.documentType,
          issuer: issuerRefOf(document.issuer),
          files: [`document-${index}`],
        })),
      }),
      ...addressIssues(body.shippingAddress),
    ];
    for (const issue of deliveryIssues({ serviceLevel: body.serviceLevel, deliveryMethod: body.deliveryMethod })) {
      if (!issues.some((known) => known.field === issue.field)) issues.push(issue);
    }
    if (text(body.notes).length > ORDER_TEXT_LIMITS.notes)
      issues.push({ field: 'notes', message: `notes must be at most ${ORDER_TEXT_LIMITS.notes} characters` });
    return issues.map((issue) => (issue.field === 'selectedShippingRate' ? { ...issue, field: 'shippingRateId' } : issue));
  }

  /** The server's price with the account's tier; a refused return rate is named at shippingRateId. */
  private price(body: V1CreateOrderDto, wholesaleTier: Awaited<ReturnType<PricingService['wholesaleTierOf']>>): PricedOrder {
    try {
      return this.pricing.price({
        wholesaleTier,
        serviceLevel: body.serviceLevel,
        documentCount: body.documents.length,
        deliveryMethod: body.deliveryMethod,
        shippingRateId: body.shippingRateId,
        shippingCountry: text(body.shippingAddress.country),
        additionalServices: body.additionalServices,
        requireReturnRate: true,
        documents: body.documents.map((document) => ({ documentType: document.documentType, issuer: issuerRefOf(document.issuer) })),
        destinationCountry: body.destinationCountry,
        orderDate: new Date(),
      });
    } catch (error) {
      if (error instanceof ValidationFailedException) {
        throw new ValidationFailedException(
          error.errors.map((issue) => (issue.field === 'selectedShippingRate' ? { ...issue, field: 'shippingRateId' } : issue)),
        );
      }
      if (error instanceof BadRequestException) throw new ValidationFailedException([{ field: 'shippingRateId', message: error.message }]);
      throw error;
    }
  }

  /** The account's orders with what only the API shows: the integration's reference and the payment state. */
  private async withApiFacts(holder: ApiKeyHolder, orders: CustomerOrderListItem[]): Promise<V1Order[]> {
    const facts = await this.apiOrders.factsOf(
      holder.customerId,
      orders.map((order) => order.orderNumber),
    );
    const paid = await this.orderPaid.paidOrderIds(orders.map((order) => order.id));
    const urls = await this.paymentLinks.pendingPaymentUrls(orders.filter((order) => !paid.has(order.id)).map((order) => order.id));
    return orders.map((order) => {
      const fact = facts.get(order.orderNumber);
      const status = paid.has(order.id) ? 'paid' : 'unpaid';
      const url = urls.get(order.id);
      const payment: V1Payment = fact?.invoiceMonthly
        ? { method: 'monthly-invoice', status }
        : { method: 'card', status, ...(status === 'unpaid' && url ? { paymentUrl: url } : {}) };
      return { ...order, customerReference: fact?.customerReference ?? null, payment };
    });
  }
}
