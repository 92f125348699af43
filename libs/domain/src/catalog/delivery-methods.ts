/**
 * How processed documents come back (requirements C3, C9). All customer-facing
 * methods cost 0: return shipping is charged separately from the selected rate.
 */
export type DeliveryMethodKey = 'mail' | 'pickup' | 'fedex' | 'ups' | 'dhl';

export interface DeliveryMethod {
  readonly key: DeliveryMethodKey;
  readonly name: string;
  readonly priceCents: number;
  readonly description: string;
}

export const DELIVERY_METHODS: readonly DeliveryMethod[] = [
  { key: 'mail', name: 'Mail', priceCents: 0, description: 'Return by USPS mail at the rate you select' },
  { key: 'pickup', name: 'Pickup', priceCents: 0, description: 'Pick up in person at our Tallahassee, FL processing centre' },
  { key: 'fedex', name: 'FedEx', priceCents: 0, description: 'Return by FedEx; shipping charged at the selected rate' },
  { key: 'ups', name: 'UPS', priceCents: 0, description: 'Return by UPS; shipping charged at the selected rate' },
  { key: 'dhl', name: 'DHL', priceCents: 0, description: 'Return by DHL; shipping charged at the selected rate' },
];

export function isDeliveryMethod(x: unknown): x is DeliveryMethodKey {
  return typeof x === 'string' && DELIVERY_METHODS.some((m) => m.key === x);
}

export function getDeliveryMethod(key: string): DeliveryMethod | undefined {
  return DELIVERY_METHODS.find((m) => m.key === key);
}

export const RETURN_RATE_REQUIRED_MESSAGE = 'Please select a return shipping option';

/**
 * Whether the documents go back by carrier, so a return-shipping rate must be chosen and is charged.
 * Pickup needs none: no rate is shown, asked for or charged (a rate picked before switching to
 * pickup is dropped). Unknown or unset: charge what was chosen, require nothing yet.
 */
export function returnsByCarrier(deliveryMethod: string | null | undefined): boolean {
  return deliveryMethod !== 'pickup';
}

/** The return-shipping rule of a customer order: the message when a carrier method has no rate, else null. */
export function returnRateProblem(deliveryMethod: string | null | undefined, hasRate: boolean): string | null {
  return deliveryMethod && isDeliveryMethod(deliveryMethod) && returnsByCarrier(deliveryMethod) && !hasRate ? RETURN_RATE_REQUIRED_MESSAGE : null;
}

/** Delivery methods of the admin Custom Order dialog (requirements A9). */
export type AdminCustomDeliveryMethodKey = 'mail' | 'pickup' | 'usps_priority' | 'fedex_domestic' | 'fedex_international';

export interface AdminDeliveryMethod<K extends string = string> {
  readonly key: K;
  readonly name: string;
  /** Lowest (or only) price; equals maxPriceCents for fixed prices. */
  readonly minPriceCents: number;
  readonly maxPriceCents: number;
  /** Display label of the price: 'Free', '$30', '$35-$55'. */
  readonly priceLabel: string;
  /** The dialog shows a shipping cost input for this method. */
  readonly needsShippingCost: boolean;
}

export const ADMIN_CUSTOM_DELIVERY_METHODS: readonly AdminDeliveryMethod<AdminCustomDeliveryMethodKey>[] = [
  { key: 'mail', name: 'Mail', minPriceCents: 0, maxPriceCents: 0, priceLabel: 'Free', needsShippingCost: false },
  { key: 'pickup', name: 'Pickup', minPriceCents: 0, maxPriceCents: 0, priceLabel: 'Free', needsShippingCost: false },
  { key: 'usps_priority', name: 'USPS Priority', minPriceCents: 3000, maxPriceCents: 3000, priceLabel: '$30', needsShippingCost: true },
  { key: 'fedex_domestic', name: 'FedEx Domestic', minPriceCents: 3500, maxPriceCents: 5500, priceLabel: '$35-$55', needsShippingCost: true },
  { key: 'fedex_international', name: 'FedEx International', minPriceCents: 6500, maxPriceCents: 8500, priceLabel: '$65-$85', needsShippingCost: true },
];

/** Delivery methods of the admin simple Create Order form (FedEx is set later via Edit Order). */
export const ADMIN_SIMPLE_DELIVERY_METHODS: readonly AdminDeliveryMethod<'mail' | 'pickup'>[] = [
  { key: 'mail', name: 'Mail', minPriceCents: 0, maxPriceCents: 0, priceLabel: 'Free', needsShippingCost: false },
  { key: 'pickup', name: 'Pickup', minPriceCents: 0, maxPriceCents: 0, priceLabel: 'Free', needsShippingCost: false },
];

export function isAdminCustomDeliveryMethod(x: unknown): x is AdminCustomDeliveryMethodKey {
  return typeof x === 'string' && ADMIN_CUSTOM_DELIVERY_METHODS.some((m) => m.key === x);
}

/** True when the Custom Order dialog must show a shipping cost input for this method. */
export function needsShippingCost(method: string): boolean {
  return ADMIN_CUSTOM_DELIVERY_METHODS.some((m) => m.key === method && m.needsShippingCost);
}

/** A custom-order delivery method's price range (A9), or undefined for an unknown key. */
export function getAdminCustomDeliveryMethod(key: string): AdminDeliveryMethod<AdminCustomDeliveryMethodKey> | undefined {
  return ADMIN_CUSTOM_DELIVERY_METHODS.find((m) => m.key === key);
}

/** What the dialog fills in when staff pick the method: its lowest price, in dollars ("35.00"). */
export function defaultShippingCost(method: string): string {
  const found = getAdminCustomDeliveryMethod(method);
  return found?.needsShippingCost ? (found.minPriceCents / 100).toFixed(2) : '';
}

/** The message when a line item's shipping cost is outside its method's range (A9), else null. */
export function shippingCostRangeProblem(method: string, cents: number): string | null {
  const found = getAdminCustomDeliveryMethod(method);
  if (!found?.needsShippingCost || (cents >= found.minPriceCents && cents <= found.maxPriceCents)) return null;
  return found.minPriceCents === found.maxPriceCents
    ? `${found.name} shipping costs ${found.priceLabel}`
    : `${found.name} shipping must be between ${found.priceLabel.replace('-', ' and ')}`;
}
