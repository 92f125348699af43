import {
  ADMIN_MESSAGES,
  ADMIN_ORDER_ENTRY_MESSAGES,
  centsToDollars,
  customOrderShippingTotalCents,
  customOrderTotalCents,
  customPricingToCents,
  dollarsToCents,
  isMoneyInput,
  needsShippingCost,
  shippingCostRangeProblem,
} from '@apostille/domain';
import type { CustomOrderLineItem, CustomOrderPayload } from '../api/ordersApi';
import { isCount, textOf, type FormValue } from './orderDraft';

/** A line item as the Custom Order form holds it (react-admin inputs: text, numbers, null once cleared). */
export type LineItemValues = {
  id: string;
  documentType: FormValue;
  documentCount: FormValue;
  street: FormValue;
  city: FormValue;
  state: FormValue;
  zipCode: FormValue;
  country: FormValue;
  notes: FormValue;
  deliveryMethod: FormValue;
  /** Dollars as typed; only methods with a shipping cost input have one. */
  shippingCost: FormValue;
};

/** The Custom Order form's values. */
export type CustomOrderValues = {
  firstName: FormValue;
  lastName: FormValue;
  email: FormValue;
  phone: FormValue;
  serviceLevel: FormValue;
  destinationCountry: FormValue;
  lineItems: LineItemValues[];
  basePrice: FormValue;
  stateFeesTotal: FormValue;
  additionalCharges: FormValue;
  discount: FormValue;
};

export const CUSTOMER_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export const PRICING_FIELDS = ['basePrice', 'stateFeesTotal', 'additionalCharges', 'discount'] as const;

let lineItemSequence = 0;

/** A new line item: one document, mailed within the default country. */
export function newLineItem(defaultCountry: string): LineItemValues {
  lineItemSequence += 1;
  return {
    id: `item-${Date.now()}-${lineItemSequence}`,
    documentType: '',
    documentCount: 1,
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: defaultCountry,
    notes: '',
    deliveryMethod: 'mail',
    shippingCost: null,
  };
}

export function emptyCustomOrder(defaultCountry: string): CustomOrderValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    serviceLevel: '',
    destinationCountry: defaultCountry,
    lineItems: [newLineItem(defaultCountry)],
    basePrice: null,
    stateFeesTotal: null,
    additionalCharges: null,
    discount: null,
  };
}

/** A money amount in dollars: nothing is 0, anything else must be ≥ 0 with at most 2 decimals; else null. */
export function parseMoney(value: FormValue): number | null {
  const text = textOf(value);
  if (text === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return isMoneyInput(amount) ? amount : null;
}

/** The line item's shipping cost in dollars; methods without a cost input ship free. */
function lineItemShipping(item: LineItemValues): number | null {
  return needsShippingCost(textOf(item.deliveryMethod)) ? parseMoney(item.shippingCost) : 0;
}

/** What is wrong with a line item's shipping cost (not an amount, or outside its method's A9 range), or null. */
export function lineItemShippingProblem(item: Pick<LineItemValues, 'deliveryMethod' | 'shippingCost'>): string | null {
  const method = textOf(item.deliveryMethod);
  if (!needsShippingCost(method)) return null;
  const cost = parseMoney(item.shippingCost);
  return cost === null ? ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney : shippingCostRangeProblem(method, dollarsToCents(cost));
}

/** Shipping total in cents (sum of the line items' costs), or null while an amount is invalid or outside its method's range. */
export function shippingTotalCents(values: Pick<CustomOrderValues, 'lineItems'>): number | null {
  const items = values.lineItems.map((item) => ({ deliveryMethod: textOf(item.deliveryMethod), shippingCost: lineItemShipping(item) }));
  if (items.some((item) => item.shippingCost === null)) return null;
  try {
    return customOrderShippingTotalCents(items as { deliveryMethod: string; shippingCost: number }[]);
  } catch {
    return null;
  }
}

/**
 * The live total in cents: base + state fees + shipping + additional − discount, computed by
 * libs/domain exactly as the server checks it; null while an amount is invalid or the discount
 * exceeds the rest.
 */
export function totalCents(values: CustomOrderValues): number | null {
  const shippingCents = shippingTotalCents(values);
  const amounts = PRICING_FIELDS.map((name) => parseMoney(values[name]));
  if (shippingCents === null || amounts.some((amount) => amount === null)) return null;
  const [basePrice, stateFeesTotal, additionalCharges, discount] = amounts as number[];
  try {
    return customOrderTotalCents(
      customPricingToCents({ basePrice, stateFeesTotal, shippingTotal: centsToDollars(shippingCents), additionalCharges, discount }),
    );
  } catch {
    return null;
  }
}

interface LineItemErrors {
  documentType?: string;
  documentCount?: string;
  shippingCost?: string;
}

/** Errors of the form by field, as react-admin's form-level `validate` returns them. */
export type CustomOrderErrors = Partial<Record<(typeof CUSTOMER_FIELDS)[number] | 'serviceLevel' | (typeof PRICING_FIELDS)[number], string>> & {
  lineItems?: LineItemErrors[];
};

/**
 * The custom-order checks of requirements A5 field by field (the form's `validate`): what each input shows
 * under itself. A discount larger than the rest is the whole pricing's problem, not one input's:
 * customOrderProblem reports it when the form is sent.
 */
export function customOrderErrors(values: CustomOrderValues): CustomOrderErrors {
  const errors: CustomOrderErrors = {};
  for (const name of CUSTOMER_FIELDS) if (!textOf(values[name])) errors[name] = ADMIN_MESSAGES.customerInfoRequired;
  if (!textOf(values.serviceLevel)) errors.serviceLevel = ADMIN_MESSAGES.selectServiceLevel;
  const items = values.lineItems.map((item) => {
    const found: LineItemErrors = {};
    if (!textOf(item.documentType)) found.documentType = ADMIN_MESSAGES.selectLineItemDocumentType;
    if (!isCount(item.documentCount)) found.documentCount = ADMIN_ORDER_ENTRY_MESSAGES.quantityMin;
    const shipping = lineItemShippingProblem(item);
    if (shipping) found.shippingCost = shipping;
    return found;
  });
  if (items.some((item) => Object.keys(item).length > 0)) errors.lineItems = items;
  for (const name of PRICING_FIELDS) if (parseMoney(values[name]) === null) errors[name] = ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney;
  return errors;
}

/** The one message the dialog's "Validation Error" notice shows: the first problem in the order of requirements A5; null when the form can be sent. */
export function customOrderProblem(values: CustomOrderValues): string | null {
  const errors = customOrderErrors(values);
  const first = [
    ...CUSTOMER_FIELDS.map((name) => errors[name]),
    errors.serviceLevel,
    errors.lineItems?.find((item) => item.documentType)?.documentType,
    errors.lineItems?.find((item) => item.documentCount)?.documentCount,
    errors.lineItems?.find((item) => item.shippingCost)?.shippingCost,
    ...PRICING_FIELDS.map((name) => errors[name]),
  ].find((message) => message !== undefined);
  if (first) return first;
  if (values.lineItems.length === 0) return ADMIN_ORDER_ENTRY_MESSAGES.lineItemRequired;
  return totalCents(values) === null ? ADMIN_ORDER_ENTRY_MESSAGES.discountTooLarge : null;
}

/** The request body of POST /api/admin/custom-orders for a valid form (money in dollars). */
export function toCustomOrderPayload(values: CustomOrderValues): CustomOrderPayload {
  const shippingCents = shippingTotalCents(values) ?? 0;
  const total = totalCents(values) ?? 0;
  const lineItems: CustomOrderLineItem[] = values.lineItems.map((item) => ({
    id: item.id,
    documentType: textOf(item.documentType),
    documentCount: Number(textOf(item.documentCount)) || 1,
    shippingAddress: {
      street: textOf(item.street),
      city: textOf(item.city),
      state: textOf(item.state),
      zipCode: textOf(item.zipCode),
      country: textOf(item.country),
      notes: textOf(item.notes),
    },
    deliveryMethod: textOf(item.deliveryMethod),
    shippingCost: lineItemShipping(item) ?? 0,
  }));
  return {
    customerInfo: { firstName: textOf(values.firstName), lastName: textOf(values.lastName), email: textOf(values.email), phone: textOf(values.phone) },
    serviceLevel: textOf(values.serviceLevel),
    destinationCountry: textOf(values.destinationCountry),
    lineItems,
    customPricing: {
      basePrice: parseMoney(values.basePrice) ?? 0,
      stateFeesTotal: parseMoney(values.stateFeesTotal) ?? 0,
      shippingTotal: centsToDollars(shippingCents),
      additionalCharges: parseMoney(values.additionalCharges) ?? 0,
      discount: parseMoney(values.discount) ?? 0,
      totalAmount: centsToDollars(total),
    },
  };
}
