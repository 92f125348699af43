import type { FieldIssue } from '../orders/checkout-rules';
import type { Carrier } from '../shipping/fallback-rates';
import { DELIVERY_METHODS, getDeliveryMethod, isDeliveryMethod, returnsByCarrier, type DeliveryMethod, type DeliveryMethodKey } from './delivery-methods';
import { getServiceTier, type ServiceLevel } from './service-tiers';

/**
 * The one set of delivery rules of a customer order, obeyed by the order form (which methods it
 * offers, which rates it lists), the quote and the server (create-payment-intent refuses a
 * mismatch at its field before any charge):
 * - a method sends the documents back with one carrier, whose rates alone it offers: Mail by
 *   USPS, FedEx by FedEx; Pickup sends nothing back and has no rate;
 * - UPS and DHL are not offered: our rate service quotes only USPS and FedEx, and a method we
 *   cannot quote cannot be charged;
 * - "On A Budget" returns documents by mail only, so it offers Mail alone.
 * Staff-entered orders are not bound by these rules (staff add shipping later).
 */

/** The carrier whose rates each method offers; null: no rate at all (pickup) or none we can quote. */
const RETURN_CARRIER: Record<DeliveryMethodKey, Carrier | null> = {
  mail: 'USPS',
  pickup: null,
  fedex: 'FEDEX',
  ups: null,
  dhl: null,
};

/** Carrier names as customers read them. */
export const CARRIER_NAMES: Record<Carrier, string> = { USPS: 'USPS', FEDEX: 'FedEx' };

/** Methods the rate service cannot quote: shown, never selectable. */
const UNQUOTABLE: readonly DeliveryMethodKey[] = ['ups', 'dhl'];

/** Tiers that allow only some methods; a tier not listed allows every quotable method. */
const TIER_METHODS: Partial<Record<ServiceLevel, readonly DeliveryMethodKey[]>> = { fast: ['mail'] };

export const DELIVERY_RULE_MESSAGES = {
  notQuotable: (name: string) => `${name} returns are not available yet: we cannot quote ${name} rates. Please choose Mail or FedEx.`,
  mailOnly: (tierName: string) => `${tierName} returns documents by mail only. Please choose Mail, or another service level for Pickup or FedEx.`,
  rateCarrier: (methodName: string, carrierName: string) =>
    `This return shipping option does not go with the delivery method ${methodName}. Please choose a ${carrierName} option.`,
  noRateForPickup: 'Pickup needs no return shipping option.',
} as const;

/** The carrier whose rates `method` offers; null for pickup, an unquotable or an unknown method. */
export function returnCarrierFor(method: string | null | undefined): Carrier | null {
  return method && isDeliveryMethod(method) ? RETURN_CARRIER[method] : null;
}

/** Why `method` cannot be chosen for `serviceLevel` by a customer, or null when it can (or is not chosen yet). */
export function deliveryMethodProblem(serviceLevel: string | null | undefined, method: string | null | undefined): string | null {
  if (!method || !isDeliveryMethod(method)) return null;
  const name = getDeliveryMethod(method)?.name ?? method;
  if (UNQUOTABLE.includes(method)) return DELIVERY_RULE_MESSAGES.notQuotable(name);
  const tier = serviceLevel ? getServiceTier(serviceLevel) : undefined;
  const allowed = tier ? TIER_METHODS[tier.key] : undefined;
  if (tier && allowed && !allowed.includes(method)) return DELIVERY_RULE_MESSAGES.mailOnly(tier.name);
  return null;
}

export interface DeliveryChoice {
  method: DeliveryMethod;
  /** Null when the customer may choose it; otherwise why not (shown beside the disabled option). */
  unavailableReason: string | null;
}

/** Every delivery method, in the catalogue's order, each with whether `serviceLevel` allows it. */
export function deliveryChoices(serviceLevel: string | null | undefined): DeliveryChoice[] {
  return DELIVERY_METHODS.map((method) => ({ method, unavailableReason: deliveryMethodProblem(serviceLevel, method.key) }));
}

/** Why a rate of `carrier` does not go with `method`, or null. Pickup drops any rate, so none is refused for it. */
export function rateCarrierProblem(method: string | null | undefined, carrier: string | null | undefined): string | null {
  if (!method || !carrier || !isDeliveryMethod(method) || !returnsByCarrier(method)) return null;
  const wanted = RETURN_CARRIER[method];
  if (!wanted || carrier === wanted) return null;
  return DELIVERY_RULE_MESSAGES.rateCarrier(getDeliveryMethod(method)?.name ?? method, CARRIER_NAMES[wanted]);
}

/** The rates `method` offers: those of its carrier; every rate while no method is chosen; none for pickup. */
export function ratesForDeliveryMethod<R extends { carrier: string }>(rates: readonly R[], method: string | null | undefined): R[] {
  if (!method || !isDeliveryMethod(method)) return [...rates];
  const wanted = RETURN_CARRIER[method];
  return wanted ? rates.filter((r) => r.carrier === wanted) : [];
}

export interface DeliveryRulesInput {
  serviceLevel: string | null | undefined;
  deliveryMethod: string | null | undefined;
  /** Carrier of the chosen return rate, when one is chosen (the server knows it from the rate id). */
  returnRateCarrier?: string | null;
}

/** The delivery rules' refusals at their fields: `deliveryMethod` and `selectedShippingRate`. */
export function deliveryIssues(input: DeliveryRulesInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const method = deliveryMethodProblem(input.serviceLevel, input.deliveryMethod);
  if (method) issues.push({ field: 'deliveryMethod', message: method });
  const rate = method ? null : rateCarrierProblem(input.deliveryMethod, input.returnRateCarrier);
  if (rate) issues.push({ field: 'selectedShippingRate', message: rate });
  return issues;
}
