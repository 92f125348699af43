import { BadRequestException, Injectable } from '@nestjs/common';
import { isDomainValidationError, quote, returnRateProblem, returnsByCarrier, type Quote, type ShippingRate } from '@apostille/domain';
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
}

export interface PricedOrder {
  quote: Quote;
  shippingRate: ShippingRate | null;
}

/** The price of an order, computed with libs/domain `quote()` from server-side facts only. */
@Injectable()
export class PricingService {
  constructor(private readonly shipping: ShippingService) {}

  price(input: OrderPricingInput): PricedOrder {
    let shippingRate: (ShippingRate & { country?: string }) | null = null;
    const problem = input.requireReturnRate ? returnRateProblem(input.deliveryMethod, Boolean(input.shippingRateId)) : null;
    if (problem) throw new ValidationFailedException([{ field: 'selectedShippingRate', message: problem }]);
    // Pickup: a rate left over from before the switch is neither charged nor stored.
    if (input.shippingRateId && returnsByCarrier(input.deliveryMethod)) {
      shippingRate = this.shipping.rateById(input.shippingRateId) ?? null;
      if (!shippingRate) throw new BadRequestException(PRICING_MESSAGES.unknownShippingRate);
      if (input.shippingCountry && !this.rateServesCountry(shippingRate, input.shippingCountry)) {
        throw new BadRequestException(PRICING_MESSAGES.shippingRateCountry);
      }
    }
    try {
      const result = quote({
        serviceLevel: input.serviceLevel,
        documentCount: input.documentCount,
        deliveryMethod: input.deliveryMethod || null,
        shippingRateCents: shippingRate?.costCents ?? 0,
        additionalServices: input.additionalServices ?? null,
      });
      return { quote: result, shippingRate: shippingRate ? stripCountry(shippingRate) : null };
    } catch (error) {
      if (isDomainValidationError(error)) {
        throw new ValidationFailedException([{ field: error.field ?? 'order', message: error.message }]);
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
