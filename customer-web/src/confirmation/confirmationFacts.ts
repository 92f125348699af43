import { dollarsToCents, formatUsd, PROCESSING_CENTRE, US_STATES } from '@apostille/domain';
import type { OrderConfirmation } from '../order/model/types';

const stateName = US_STATES.find((s) => s.code === PROCESSING_CENTRE.state)?.name ?? PROCESSING_CENTRE.state;
/** 'Tallahassee, Florida'. */
export const PROCESSING_CENTRE_TEXT = `${PROCESSING_CENTRE.city}, ${stateName}`;

const usd = (dollars: number | undefined | null) => formatUsd(dollarsToCents(Number(dollars ?? 0)));

/** Price breakdown rows of the order response (dollars from the server), zero lines skipped except the essentials. */
export function breakdownRows(c: OrderConfirmation): { label: string; amount: string; total?: boolean }[] {
  const b = c.order.breakdown ?? {};
  const rows: { label: string; amount: string; total?: boolean }[] = [];
  rows.push({ label: `${c.serviceLevelName} (service level)`, amount: usd(b.serviceLevelPrice) });
  if (b.additionalDocumentPrice) rows.push({ label: 'Additional documents', amount: usd(b.additionalDocumentPrice) });
  if (b.additionalServicesTotal) rows.push({ label: 'Additional services', amount: usd(b.additionalServicesTotal) });
  rows.push({ label: 'State government fees', amount: usd(b.stateFeesTotal) });
  if (b.deliveryPrice) rows.push({ label: 'Delivery', amount: usd(b.deliveryPrice) });
  rows.push({ label: 'Return shipping', amount: usd(b.shippingPrice) });
  if (b.subtotal !== undefined) rows.push({ label: 'Subtotal', amount: usd(b.subtotal) });
  if (b.bulkDiscountAmount) rows.push({ label: `Bulk discount${b.bulkTier ? ` (${b.bulkTier})` : ''}`, amount: `-${usd(b.bulkDiscountAmount)}` });
  if (b.bundleDiscountAmount) rows.push({ label: 'Bundle discount', amount: `-${usd(b.bundleDiscountAmount)}` });
  rows.push({ label: 'Total paid', amount: usd(c.order.totalAmount), total: true });
  return rows;
}

export function nextSteps(c: OrderConfirmation): string[] {
  return [
    `We have e-mailed a confirmation to ${c.customerEmail}.`,
    `Mail your original documents to our processing centre in ${PROCESSING_CENTRE_TEXT}.`,
    'We authenticate your documents and keep you updated by e-mail at every step.',
    'Your processed documents come back with the return shipping you chose.',
  ];
}

export function importantInformation(c: OrderConfirmation): string[] {
  return [
    `Send the original documents (not copies) to our processing centre in ${PROCESSING_CENTRE_TEXT}.`,
    `Include a packing note with your order number ${c.order.orderNumber} so we can match your documents to your order.`,
    'Use a trackable mail service and keep your receipt.',
    `Destination country: ${c.destinationCountry || 'not specified'}; documents ordered: ${c.documentCount}.`,
  ];
}

export function trackingHref(c: OrderConfirmation): string {
  return `/tracking?${new URLSearchParams({ order: c.order.orderNumber, email: c.customerEmail }).toString()}`;
}
