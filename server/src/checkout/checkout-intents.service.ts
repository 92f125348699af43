import { BadRequestException, Injectable } from '@nestjs/common';
import {
  CHECKOUT_MESSAGES,
  checkoutOrderIssues,
  defaultIssuerFor,
  deliveryIssues,
  ORDER_MESSAGES,
  type FieldIssue,
  type WholesaleTierId,
} from '@apostille/domain';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import type { CheckoutOrderRequest } from './checkout-order-request.js';
import { checkoutKeyHash } from '../payments/checkout-key.js';
import { PAYMENT_MESSAGES } from '../payments/payment-provider.js';
import { PaymentsService, type PaymentIntentAnswer } from '../payments/payments.service.js';
import { issuerRefOf } from '../payments/dto/create-payment-intent.dto.js';
import { PricingService, type PricedOrder } from '../pricing/pricing.service.js';
import { CheckoutFilesService } from './checkout-files.service.js';
import type { CheckoutOrderDto, CreateCheckoutIntentDto } from './dto/checkout-order.dto.js';

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * POST /api/create-payment-intent: the order is checked whole (libs/domain's rules, its files
 * staged in this checkout, its return rate priced for its address) before an intent exists, and
 * stored with the intent. An order that would be refused never gets an intent, so never a charge.
 */
@Injectable()
export class CheckoutIntentsService {
  constructor(
    private readonly payments: PaymentsService,
    private readonly pricing: PricingService,
    private readonly files: CheckoutFilesService,
  ) {}

  async create(request: CreateCheckoutIntentDto, customerId: number | undefined): Promise<PaymentIntentAnswer> {
    // Older clients send the order only after paying (POST /api/orders); the reconciliation refunds what they never claim.
    // The customer's wholesale tier comes from their account, never from the request; it is read
    // once the request has passed its checks.
    if (!request.order) return this.payments.createIntent(request, null, null, await this.pricing.wholesaleTierOf(customerId));
    const order = request.order;
    const keyHash = checkoutKeyHash(request.checkoutKey);
    const issues: FieldIssue[] = checkoutOrderIssues({
      ...order,
      documents: order.documents.map((document) => ({ ...document, issuer: issuerRefOf(document.issuer) })),
      serviceLevel: request.serviceLevel,
      deliveryMethod: request.deliveryMethod ?? '',
      hasReturnRate: Boolean(request.selectedShippingRate?.rateId),
    });
    // The delivery rules (a method the tier allows); the rate's carrier is checked once the server has priced it.
    for (const issue of deliveryIssues({ serviceLevel: request.serviceLevel, deliveryMethod: request.deliveryMethod })) {
      if (!issues.some((known) => known.field === issue.field)) issues.push(issue);
    }
    if (text(order.customerEmail).toLowerCase() !== text(request.customerEmail).toLowerCase()) {
      issues.push({ field: 'customerEmail', message: PAYMENT_MESSAGES.emailMismatch });
    }
    if (request.documentCount !== order.documents.length) issues.push({ field: 'documents', message: ORDER_MESSAGES.atLeastOneDocumentRequired });
    issues.push(...(await this.unstagedFiles(keyHash, order)));
    if (issues.length > 0) throw new ValidationFailedException(issues);

    const priced = this.price(request, order, new Date(), await this.pricing.wholesaleTierOf(customerId));
    return this.payments.createIntent(request, this.orderRequest(request, order, priced, customerId) as unknown as Record<string, unknown>, priced);
  }

  /** Documents naming a file this checkout has not staged (removed since, of another checkout, or made up). */
  private async unstagedFiles(keyHash: string, order: CheckoutOrderDto): Promise<FieldIssue[]> {
    const staged = new Set(
      (
        await this.files.filesOf(
          keyHash,
          order.documents.flatMap((document) => document.files),
        )
      ).map((file) => file.id),
    );
    return order.documents.flatMap((document, index) =>
      document.files.some((id) => !staged.has(id)) ? [{ field: `documents[${index}].files`, message: CHECKOUT_MESSAGES.fileNotStaged }] : [],
    );
  }

  /** The server's price; a return rate quoted for another country is refused at its field. */
  private price(request: CreateCheckoutIntentDto, order: CheckoutOrderDto, now: Date, wholesaleTier: WholesaleTierId | null): PricedOrder {
    try {
      return this.pricing.price({
        wholesaleTier,
        serviceLevel: request.serviceLevel,
        documentCount: order.documents.length,
        deliveryMethod: request.deliveryMethod,
        shippingRateId: request.selectedShippingRate?.rateId,
        shippingCountry: text(order.shippingAddress.country),
        additionalServices: request.additionalServices,
        requireReturnRate: true,
        // Government fees by each document's route on the server's date.
        documents: order.documents.map((document) => ({ documentType: document.documentType, issuer: issuerRefOf(document.issuer) })),
        destinationCountry: order.destinationCountry,
        orderDate: now,
      });
    } catch (error) {
      if (error instanceof BadRequestException && !(error instanceof ValidationFailedException)) {
        throw new ValidationFailedException([{ field: 'selectedShippingRate', message: error.message }]);
      }
      throw error;
    }
  }

  private orderRequest(request: CreateCheckoutIntentDto, order: CheckoutOrderDto, priced: PricedOrder, customerId: number | undefined): CheckoutOrderRequest {
    const address = order.shippingAddress;
    return {
      version: 1,
      customerId: customerId ?? null,
      customerFirstName: text(order.customerFirstName),
      customerLastName: text(order.customerLastName),
      customerEmail: text(order.customerEmail),
      customerPhone: text(order.customerPhone),
      destinationCountry: order.destinationCountry,
      deliveryMethod: request.deliveryMethod ?? 'mail',
      shippingAddress: {
        street: text(address.street),
        city: text(address.city),
        state: text(address.state),
        zipCode: text(address.zipCode),
        country: text(address.country),
        notes: text(address.notes) || null,
      },
      documents: order.documents.map((document) => ({
        documentType: document.documentType,
        // As priced: the customer's choice, or the document type's default.
        issuer: issuerRefOf(document.issuer) ?? defaultIssuerFor(document.documentType),
        files: [...document.files],
      })),
      notes: text(order.notes) || null,
      additionalServices: { scanning: request.additionalServices?.scanning === true, translation: request.additionalServices?.translation === true },
      quote: priced.quote,
      shippingRate: priced.shippingRate,
    };
  }
}
