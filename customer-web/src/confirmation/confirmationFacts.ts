import {
  dollarsToCents,
  formatUsd,
  getWholesaleTier,
  PICKUP_HOURS,
  PICKUP_INSTRUCTIONS,
  PROCESSING_CENTRE_ADDRESS,
  processingCentreAddressLines,
  returnsByCarrier,
  US_STATES,
} from '@apostille/domain';
import type { OrderBreakdown, OrderConfirmation } from '../order/model/types';

const stateName = US_STATES.find((s) => s.code === PROCESSING_CENTRE_ADDRESS.state)?.name ?? PROCESSING_CENTRE_ADDRESS.state;
/** 'Tallahassee, Florida'. */
export const PROCESSING_CENTRE_TEXT = `${PROCESSING_CENTRE_ADDRESS.city}, ${stateName}`;

const usd = (dollars: number | undefined | null) => formatUsd(dollarsToCents(Number(dollars ?? 0)));

export interface PriceRow {
  label: string;
  amount: string;
  total?: boolean;
}

/**
 * The itemised prices of an order (dollars, from the server's stored order), as the confirmation and
 * tracking both show them: zero lines skipped except the essentials, discounts as negative lines.
 */
export function priceRows(b: Partial<OrderBreakdown>, totalAmount: number, serviceLevelName: string, deliveryMethod?: string): PriceRow[] {
  const rows: PriceRow[] = [];
  rows.push({ label: `${serviceLevelName} (service level)`, amount: usd(b.serviceLevelPrice) });
  if (b.additionalDocumentPrice) rows.push({ label: 'Additional documents', amount: usd(b.additionalDocumentPrice) });
  if (b.additionalServicesTotal) rows.push({ label: 'Additional services', amount: usd(b.additionalServicesTotal) });
  rows.push({ label: 'State government fees', amount: usd(b.stateFeesTotal) });
  if (b.deliveryPrice) rows.push({ label: 'Delivery', amount: usd(b.deliveryPrice) });
  // Pickup sends nothing back: no return shipping line at all, rather than a puzzling $0.00.
  if (returnsByCarrier(deliveryMethod) || b.shippingPrice) rows.push({ label: 'Return shipping', amount: usd(b.shippingPrice) });
  if (b.subtotal !== undefined) rows.push({ label: 'Subtotal', amount: usd(b.subtotal) });
  if (b.bulkDiscountAmount) {
    // The bulk discount is a wholesale tier's (docs/decisions.md "Wholesale prices in the quote").
    const tier = getWholesaleTier(b.bulkTier);
    rows.push({ label: tier ? `Wholesale discount (${tier.label}, ${tier.discountPercent}%)` : 'Bulk discount', amount: `-${usd(b.bulkDiscountAmount)}` });
  }
  if (b.bundleDiscountAmount) rows.push({ label: 'Bundle discount', amount: `-${usd(b.bundleDiscountAmount)}` });
  if (b.totalSavings && !b.bulkDiscountAmount && !b.bundleDiscountAmount) rows.push({ label: 'Discount', amount: `-${usd(b.totalSavings)}` });
  rows.push({ label: 'Total paid', amount: usd(totalAmount), total: true });
  return rows;
}

/** Price breakdown rows of the order response. */
export function breakdownRows(c: OrderConfirmation): PriceRow[] {
  return priceRows(c.order.breakdown ?? {}, c.order.totalAmount, c.serviceLevelName, c.deliveryMethod);
}

export function nextSteps(c: OrderConfirmation): string[] {
  return [
    `We have e-mailed a confirmation to ${c.customerEmail}.`,
    `Mail your original documents to our processing centre in ${PROCESSING_CENTRE_TEXT}.`,
    'We authenticate your documents and keep you updated by e-mail at every step.',
    isPickup(c)
      ? `Your processed documents will be ready to collect at our centre, ${pickupAddress()}, ${PICKUP_HOURS}. ${PICKUP_INSTRUCTIONS}`
      : 'Your processed documents come back with the return shipping you chose.',
  ];
}

export function isPickup(c: Pick<OrderConfirmation, 'deliveryMethod'>): boolean {
  return c.deliveryMethod !== undefined && !returnsByCarrier(c.deliveryMethod);
}

/** The centre's address on one line ("Apostille Processing Centre, 1317 Winewood Boulevard, …"). */
export function pickupAddress(): string {
  return processingCentreAddressLines().slice(0, 3).join(', ');
}

/** Each document once, numbered, with its files: what goes in the envelope. */
export function documentLines(c: OrderConfirmation): string[] {
  return (c.documents ?? []).map((d, i) => `${i + 1}. ${d.documentType || 'Document'}${d.files.length > 0 ? ` (${d.files.join(', ')})` : ''}`);
}

export function importantInformation(c: OrderConfirmation): string[] {
  return [
    `Send the original documents (not copies) to our processing centre in ${PROCESSING_CENTRE_TEXT}.`,
    `Put the packing slip in the envelope (or a packing note with your order number ${c.order.orderNumber}) so we can match your documents to your order.`,
    'Use a trackable mail service and keep your receipt.',
    `Destination country: ${c.destinationCountry || 'not specified'}; documents ordered: ${c.documentCount}.`,
  ];
}

export function trackingHref(c: OrderConfirmation): string {
  return `/tracking?${new URLSearchParams({ order: c.order.orderNumber, email: c.customerEmail }).toString()}`;
}
