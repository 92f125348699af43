import { DEFAULT_COUNTRY } from '../catalog/countries';

/** A return-shipping option (requirements C3); money in integer cents. */
export type Carrier = 'USPS' | 'FEDEX';

export interface ShippingRate {
  readonly carrier: Carrier;
  /** Carrier service code. */
  readonly service: string;
  readonly serviceDescription: string;
  readonly costCents: number;
  readonly currency: 'USD';
  readonly deliveryDays: number;
  readonly rateId: string;
}

/** The dollar-based shape the HTTP API speaks ({ cost } in USD). */
export interface ShippingRateDto {
  carrier: Carrier;
  service: string;
  serviceDescription: string;
  cost: number;
  currency: 'USD';
  deliveryDays: number;
  rateId: string;
}

/** The one package every rate request quotes (inches, pounds). */
export const RATE_REQUEST_PACKAGE = { weight: 0.5, length: 12, width: 9, height: 2 } as const;

const rate = (carrier: Carrier, service: string, serviceDescription: string, costCents: number, deliveryDays: number, rateId: string): ShippingRate => ({
  carrier,
  service,
  serviceDescription,
  costCents,
  currency: 'USD',
  deliveryDays,
  rateId,
});

/** Used when live domestic rates cannot be loaded (requirements C9). */
export const FALLBACK_DOMESTIC_RATES: readonly ShippingRate[] = [
  rate('USPS', 'USPS_PRIORITY_FLAT_RATE_ENVELOPE', 'USPS Priority Mail Flat Rate Envelope', 945, 2, 'fallback-usps-priority-flat'),
  rate('USPS', 'USPS_PRIORITY_LEGAL_FLAT_RATE_ENVELOPE', 'USPS Priority Mail Legal Flat Rate Envelope', 970, 2, 'fallback-usps-priority-legal-flat'),
  rate('USPS', 'USPS_PRIORITY_PADDED_FLAT_RATE_ENVELOPE', 'USPS Priority Mail Padded Flat Rate Envelope', 1030, 2, 'fallback-usps-priority-padded-flat'),
  rate('USPS', 'USPS_PRIORITY_EXPRESS_FLAT_RATE_ENVELOPE', 'USPS Priority Mail Express Flat Rate Envelope', 3250, 1, 'fallback-usps-express-flat'),
  rate('FEDEX', 'FEDEX_2_DAY', 'FedEx 2Day', 3000, 2, 'fallback-fedex-2day'),
  rate('FEDEX', 'STANDARD_OVERNIGHT', 'FedEx Standard Overnight', 4000, 1, 'fallback-fedex-standard-overnight'),
  rate('FEDEX', 'PRIORITY_OVERNIGHT', 'FedEx Priority Overnight', 5500, 1, 'fallback-fedex-priority-overnight'),
];

/** Used when live rates cannot be loaded for any country other than 'United States'. */
export const FALLBACK_INTERNATIONAL_RATES: readonly ShippingRate[] = [
  rate('USPS', 'USPS_PRIORITY_MAIL_INTERNATIONAL', 'USPS Priority Mail International', 3295, 7, 'fallback-usps-priority-intl'),
  rate('USPS', 'USPS_PRIORITY_MAIL_EXPRESS_INTERNATIONAL', 'USPS Priority Mail Express International', 5450, 3, 'fallback-usps-express-intl'),
  rate('FEDEX', 'INTERNATIONAL_ECONOMY', 'FedEx International Economy', 6500, 5, 'fallback-fedex-intl-economy'),
  rate('FEDEX', 'INTERNATIONAL_PRIORITY', 'FedEx International Priority', 8500, 3, 'fallback-fedex-intl-priority'),
];

/** Domestic fallback rates for exactly 'United States', international ones for anything else. */
export function fallbackRatesFor(country: string): readonly ShippingRate[] {
  return country === DEFAULT_COUNTRY ? FALLBACK_DOMESTIC_RATES : FALLBACK_INTERNATIONAL_RATES;
}

/** Finds a fallback rate by its rateId (either list). */
export function findFallbackRate(rateId: string): ShippingRate | undefined {
  return [...FALLBACK_DOMESTIC_RATES, ...FALLBACK_INTERNATIONAL_RATES].find((r) => r.rateId === rateId);
}

/** '1 business day' or 'N business days'. */
export function formatDeliveryDays(days: number): string {
  return days === 1 ? '1 business day' : `${days} business days`;
}

export function toShippingRateDto(r: ShippingRate): ShippingRateDto {
  return {
    carrier: r.carrier,
    service: r.service,
    serviceDescription: r.serviceDescription,
    cost: r.costCents / 100,
    currency: r.currency,
    deliveryDays: r.deliveryDays,
    rateId: r.rateId,
  };
}
