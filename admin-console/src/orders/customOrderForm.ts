import {
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

/** A line item as the dialog edits it: money and counts still as typed. */
export interface LineItemDraft {
  id: string;
  documentType: string;
  documentCount: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  notes: string;
  deliveryMethod: string;
  shippingCost: string;
}

/** The Custom Order dialog's state, as typed. */
export interface CustomOrderDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceLevel: string;
  destinationCountry: string;
  lineItems: LineItemDraft[];
  basePrice: string;
  stateFeesTotal: string;
  additionalCharges: string;
  discount: string;
}

/** A typed money amount in dollars: '' is 0, anything else must be ≥ 0 with at most 2 decimals. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isMoneyInput(value) ? value : null;
}

/** The line item's shipping cost in dollars; methods without a cost input ship free. */
function lineItemShipping(item: LineItemDraft): number | null {
  return needsShippingCost(item.deliveryMethod) ? parseMoney(item.shippingCost) : 0;
}

/** What is wrong with a line item's shipping cost (not an amount, or outside its method's §9 range), or null. */
export function lineItemShippingProblem(item: Pick<LineItemDraft, 'deliveryMethod' | 'shippingCost'>): string | null {
  if (!needsShippingCost(item.deliveryMethod)) return null;
  const cost = parseMoney(item.shippingCost);
  return cost === null ? ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney : shippingCostRangeProblem(item.deliveryMethod, dollarsToCents(cost));
}

/** Shipping total in cents (sum of the line items' costs), or null while an amount is invalid or outside its method's range. */
export function draftShippingTotalCents(draft: CustomOrderDraft): number | null {
  const items = draft.lineItems.map((item) => ({ deliveryMethod: item.deliveryMethod, shippingCost: lineItemShipping(item) }));
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
export function draftTotalCents(draft: CustomOrderDraft): number | null {
  const shippingCents = draftShippingTotalCents(draft);
  const amounts = [draft.basePrice, draft.stateFeesTotal, draft.additionalCharges, draft.discount].map(parseMoney);
  if (shippingCents === null || amounts.some((amount) => amount === null)) return null;
  const [basePrice, stateFeesTotal, additionalCharges, discount] = amounts as number[];
  try {
    const pricing = customPricingToCents({ basePrice, stateFeesTotal, shippingTotal: centsToDollars(shippingCents), additionalCharges, discount });
    return customOrderTotalCents(pricing);
  } catch {
    return null;
  }
}

/** Integer count as typed, or null. */
export function parseCount(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The request body of POST /api/admin/custom-orders for a valid draft (money in dollars). */
export function toCustomOrderPayload(draft: CustomOrderDraft): CustomOrderPayload {
  const shippingCents = draftShippingTotalCents(draft) ?? 0;
  const totalCents = draftTotalCents(draft) ?? 0;
  const lineItems: CustomOrderLineItem[] = draft.lineItems.map((item) => ({
    id: item.id,
    documentType: item.documentType,
    documentCount: parseCount(item.documentCount) ?? 1,
    shippingAddress: { street: item.street, city: item.city, state: item.state, zipCode: item.zipCode, country: item.country, notes: item.notes },
    deliveryMethod: item.deliveryMethod,
    shippingCost: lineItemShipping(item) ?? 0,
  }));
  return {
    customerInfo: { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim(), phone: draft.phone.trim() },
    serviceLevel: draft.serviceLevel,
    destinationCountry: draft.destinationCountry,
    lineItems,
    customPricing: {
      basePrice: parseMoney(draft.basePrice) ?? 0,
      stateFeesTotal: parseMoney(draft.stateFeesTotal) ?? 0,
      shippingTotal: centsToDollars(shippingCents),
      additionalCharges: parseMoney(draft.additionalCharges) ?? 0,
      discount: parseMoney(draft.discount) ?? 0,
      totalAmount: centsToDollars(totalCents),
    },
  };
}
