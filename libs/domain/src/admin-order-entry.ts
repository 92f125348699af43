import { ADMIN_CONSOLE_MESSAGES } from './admin-console';
import { DomainValidationError } from './errors';
import { ADMIN_MESSAGES } from './messages';
import { dollarsToCents } from './money';
import { needsShippingCost, shippingCostRangeProblem } from './catalog/delivery-methods';
import { customOrderTotalCents, type CustomPricingInput } from './pricing/quote';

/**
 * Staff order entry, documents and payment links (requirements A2, A5, A9). Entries marked
 * "(not quoted in spec)" fill gaps where the spec names no wording.
 */
export const ADMIN_ORDER_ENTRY_MESSAGES = {
  /** (not quoted in spec) */
  orderCreated: 'Order created successfully',
  /** (not quoted in spec) */
  customOrderCreated: 'Custom order created successfully',
  /** (not quoted in spec) */
  totalMismatch: 'The total does not match the pricing. Please check the amounts and try again.',
  /** (not quoted in spec) */
  shippingTotalMismatch: "The shipping total does not match the line items' shipping costs.",
  /** (not quoted in spec) */
  invalidMoney: 'Amounts must be 0 or more with at most 2 decimals.',
  /** (not quoted in spec) */
  discountTooLarge: 'The discount cannot be larger than the rest of the total.',
  /** (not quoted in spec) */
  lineItemRequired: 'At least one line item is required.',
  /** (not quoted in spec) */
  quantityMin: 'Quantity must be at least 1',
  /** Requirements A5 "files and a document type are both required", worded as the console shows it. */
  filesAndTypeRequired: ADMIN_CONSOLE_MESSAGES.uploadNeedsFilesAndType,
  /** (not quoted in spec) */
  orderNotFound: 'Order not found',
  /** (not quoted in spec) */
  documentNotFound: 'Document not found',
  invalidExtraCharge: ADMIN_MESSAGES.invalidExtraCharge,
  /** (not quoted in spec) */
  paymentLinkCreated: 'Payment link sent to the customer',
  /** (not quoted in spec) */
  paymentLinkNotFound: 'This payment link is not valid.',
  /** (not quoted in spec) */
  chargeAlreadyPaid: 'This charge has already been paid.',
  /** (not quoted in spec) */
  chargeCancelled: 'This charge has been cancelled.',
  /** (not quoted in spec) */
  payOnHostedPage: 'Please pay this charge on its secure payment page.',
  /** (not quoted in spec) */
  paymentReceived: 'Thank you! Your payment has been received.',
} as const;

/** True for a dollar amount the money inputs accept: a finite number ≥ 0 with at most 2 decimals (step 0.01). */
export function isMoneyInput(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && /^\d+(\.\d{1,2})?$/.test(String(value));
}

/**
 * The largest single charge staff may ask for (a payment link, a translation quote): far above any
 * real order, and a stop for a typo of extra zeros long before a number PostgreSQL cannot hold.
 */
export const CHARGE_AMOUNT_MAX_DOLLARS = 1_000_000;

/** True for an extra-charge amount: more than 0, at most $1,000,000, with at most 2 decimals. */
export function isChargeAmount(value: unknown): value is number {
  return isMoneyInput(value) && value > 0 && value <= CHARGE_AMOUNT_MAX_DOLLARS;
}

export interface CustomLineItemShipping {
  deliveryMethod: string;
  /** Dollars, as the dialog sends it. */
  shippingCost: number;
}

/**
 * Shipping cost of one line item in cents. Mail and pickup are free and the dialog shows no cost
 * input for them, so whatever cost a line item carries for those methods counts as 0.
 */
export function lineItemShippingCents(item: CustomLineItemShipping): number {
  if (!needsShippingCost(item.deliveryMethod)) return 0;
  if (!isMoneyInput(item.shippingCost)) throw new DomainValidationError(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney, 'shippingCost');
  const cents = dollarsToCents(item.shippingCost);
  const outOfRange = shippingCostRangeProblem(item.deliveryMethod, cents);
  if (outOfRange) throw new DomainValidationError(outOfRange, 'shippingCost');
  return cents;
}

/** The custom order's shipping total: the sum of its line items' shipping costs (integer cents). */
export function customOrderShippingTotalCents(items: readonly CustomLineItemShipping[]): number {
  return items.reduce((sum, item) => sum + lineItemShippingCents(item), 0);
}

/** The Custom Order dialog's pricing fields, in dollars. */
export interface CustomPricingDollars {
  basePrice: number;
  stateFeesTotal: number;
  shippingTotal: number;
  additionalCharges: number;
  discount: number;
}

/** Dollars → the cents input of customOrderTotalCents; refuses negatives and more than 2 decimals. */
export function customPricingToCents(p: CustomPricingDollars): CustomPricingInput {
  const cents = (value: number, field: string) => {
    if (!isMoneyInput(value)) throw new DomainValidationError(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney, field);
    return dollarsToCents(value);
  };
  return {
    basePriceCents: cents(p.basePrice, 'basePrice'),
    stateFeesTotalCents: cents(p.stateFeesTotal, 'stateFeesTotal'),
    shippingTotalCents: cents(p.shippingTotal, 'shippingTotal'),
    additionalChargesCents: cents(p.additionalCharges, 'additionalCharges'),
    discountCents: cents(p.discount, 'discount'),
  };
}

export interface VerifiedCustomPricing {
  pricing: CustomPricingInput;
  totalCents: number;
}

/**
 * The server's check of a custom order (and the console's live total): every amount valid,
 * the shipping total equal to the line items' shipping costs, and the client's total equal to
 * base + state fees + shipping + additional − discount, all compared in integer cents.
 * Throws DomainValidationError with the message to show.
 */
export function verifyCustomOrderPricing(
  pricing: CustomPricingDollars & { totalAmount: number },
  lineItems: readonly CustomLineItemShipping[],
): VerifiedCustomPricing {
  const cents = customPricingToCents(pricing);
  if (cents.shippingTotalCents !== customOrderShippingTotalCents(lineItems)) {
    throw new DomainValidationError(ADMIN_ORDER_ENTRY_MESSAGES.shippingTotalMismatch, 'shippingTotal');
  }
  let totalCents: number;
  try {
    totalCents = customOrderTotalCents(cents);
  } catch {
    throw new DomainValidationError(ADMIN_ORDER_ENTRY_MESSAGES.discountTooLarge, 'discount');
  }
  if (!isMoneyInput(pricing.totalAmount) || dollarsToCents(pricing.totalAmount) !== totalCents) {
    throw new DomainValidationError(ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch, 'totalAmount');
  }
  return { pricing: cents, totalCents };
}
