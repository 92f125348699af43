import { BadRequestException, Injectable } from '@nestjs/common';
import {
  deliveryIssues,
  isDomainValidationError,
  isWholesaleTierId,
  quote,
  returnRateProblem,
  returnsByCarrier,
  routeForDocument,
  type DomainValidationError,
  type IssuerRef,
  type Quote,
  type ShippingRate,
  type WholesaleTierId,
} from '@apostille/domain';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import { ShippingService } from '../shipping/shipping.service.js';

export const PRICING_MESSAGES = {
  unknownShippingRate: 'The selected return shipping option is no longer available. Please choose a shipping option again.',
  shippingRateCountry: 'The selected return shipping option does not match the shipping country. Please choose a shipping option again.',
} as const;

export interface OrderPricingInput {
  serviceLevel: string;
  documentCount: number;
  deliveryMethod?: string | null;
  /** Id of a rate the server handed out; its price is the server's, never the browser's. */
  shippingRateId?: string | null;
  /** When known (order submit): the rate must have been quoted for this country. */
  shippingCountry?: string | null;
  additionalServices?: { scanning?: boolean; translation?: boolean } | null;
  /** Customer orders: a method that sends documents back needs a return rate (staff orders add shipping later). */
  requireReturnRate?: boolean;
  /**
   * One entry per document: its government fees follow its route to `destinationCountry` on
   * `orderDate` (the server's clock when absent). Absent: the spec's flat $10 per document.
   */
  documents?: readonly PricedDocument[] | null;
  destinationCountry?: string | null;
  orderDate?: Date;
  /** The signed-in customer's tier, from `wholesaleTierOf` (never from the request); absent: retail. */
  wholesaleTier?: WholesaleTierId | null;
}

export interface PricedDocument {
  documentType: string;
  issuer?: IssuerRef | null;
}

export interface PricedOrder {
  quote: Quote;
  shippingRate: ShippingRate | null;
}

/** The price of an order, computed with libs/domain `quote()` from server-side facts only. */
@Injectable()
export class PricingService {
  constructor(
    private readonly shipping: ShippingService,
    private readonly customers: CustomerLookupService,
  ) {}

  /**
   * The wholesale tier staff set on the customer's account, read from the customers module; null
   * for guests and retail accounts. An account whose e-mail is unconfirmed is priced as the profile
   * shows it: retail.
   */
  async wholesaleTierOf(customerId: number | null | undefined): Promise<WholesaleTierId | null> {
    if (customerId == null) return null;
    const customer = await this.customers.byId(customerId);
    if (!customer?.emailVerified || !isWholesaleTierId(customer.wholesaleTier)) return null;
    return customer.wholesaleTier;
  }

  price(input: OrderPricingInput): PricedOrder {
    let shippingRate: (ShippingRate & { country?: string }) | null = null;
    // Customer orders obey the delivery rules of libs/domain (a method the tier allows, a rate of its carrier).
    const methodIssues = input.requireReturnRate ? deliveryIssues({ serviceLevel: input.serviceLevel, deliveryMethod: input.deliveryMethod }) : [];
    if (methodIssues.length > 0) throw new ValidationFailedException(methodIssues);
    const problem = input.requireReturnRate ? returnRateProblem(input.deliveryMethod, Boolean(input.shippingRateId)) : null;
    if (problem) throw new ValidationFailedException([{ field: 'selectedShippingRate', message: problem }]);
    // Pickup: a rate left over from before the switch is neither charged nor stored.
    if (input.shippingRateId && returnsByCarrier(input.deliveryMethod)) {
      shippingRate = this.shipping.rateById(input.shippingRateId) ?? null;
      if (!shippingRate) throw new BadRequestException(PRICING_MESSAGES.unknownShippingRate);
      if (input.shippingCountry && !this.rateServesCountry(shippingRate, input.shippingCountry)) {
        throw new BadRequestException(PRICING_MESSAGES.shippingRateCountry);
      }
      const rateIssues = input.requireReturnRate
        ? deliveryIssues({ serviceLevel: input.serviceLevel, deliveryMethod: input.deliveryMethod, returnRateCarrier: shippingRate.carrier })
        : [];
      if (rateIssues.length > 0) throw new ValidationFailedException(rateIssues);
    }
    try {
      const result = quote({
        serviceLevel: input.serviceLevel,
        documentCount: input.documentCount,
        deliveryMethod: input.deliveryMethod || null,
        shippingRateCents: shippingRate?.costCents ?? 0,
        additionalServices: input.additionalServices ?? null,
        wholesaleTier: input.wholesaleTier ?? null,
        ...(input.documents
          ? { documents: input.documents, destinationCountry: input.destinationCountry ?? null, orderDate: input.orderDate ?? new Date() }
          : {}),
      });
      return { quote: result, shippingRate: shippingRate ? stripCountry(shippingRate) : null };
    } catch (error) {
      if (isDomainValidationError(error)) {
        throw new ValidationFailedException([{ field: fieldOf(error, input), message: error.message }]);
      }
      throw error;
    }
  }

  private rateServesCountry(rate: ShippingRate & { country?: string }, country: string): boolean {
    if (rate.country !== undefined) return rate.country === country;
    return this.shipping.tableRatesFor(country).some((r) => r.rateId === rate.rateId);
  }
}

function stripCountry(rate: ShippingRate & { country?: string }): ShippingRate {
  const { country: _country, ...plain } = rate;
  return plain;
}

/**
 * The request's field a route refusal belongs to: `documents[i].issuer` or `documents[i].documentType`
 * for the first document whose own route is refused, `destinationCountry`, or `orderDate`.
 */
function fieldOf(error: DomainValidationError, input: OrderPricingInput): string {
  const field = error.field ?? 'order';
  if ((field === 'issuer' || field === 'documentType') && input.documents) {
    const index = input.documents.findIndex((document) => {
      try {
        routeForDocument({
          documentType: document.documentType,
          issuer: document.issuer ?? null,
          destinationCountry: input.destinationCountry ?? '',
          date: input.orderDate ?? new Date(),
        });
        return false;
      } catch (refusal) {
        return isDomainValidationError(refusal) && refusal.field === field;
      }
    });
    return index >= 0 ? `documents[${index}].${field}` : 'documents';
  }
  return field === 'date' ? 'orderDate' : field;
}
