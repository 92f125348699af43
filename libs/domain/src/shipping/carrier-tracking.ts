/**
 * The return parcel as the customer follows it: the carrier staff sent it with, its tracking number
 * and the carrier's own tracking page. Staff record both when they mark an order Shipped; the Shipped
 * e-mail and tracking show them.
 */
export type ReturnCarrier = 'USPS' | 'FEDEX' | 'UPS' | 'DHL';

export const RETURN_CARRIERS: readonly { key: ReturnCarrier; name: string }[] = [
  { key: 'USPS', name: 'USPS' },
  { key: 'FEDEX', name: 'FedEx' },
  { key: 'UPS', name: 'UPS' },
  { key: 'DHL', name: 'DHL' },
];

/** The carriers' public tracking pages (2026-11), each taking the number as a query parameter. */
const TRACKING_PAGES: Record<ReturnCarrier, string> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FEDEX: 'https://www.fedex.com/fedextrack/?trknbr=',
  UPS: 'https://www.ups.com/track?tracknum=',
  DHL: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
};

export const SHIPMENT_MESSAGES = {
  unknownCarrier: 'carrier must be one of USPS, FEDEX, UPS or DHL',
  badTrackingNumber: 'trackingNumber must be 8 to 40 letters and digits (spaces and dashes are ignored)',
  trackingNeedsCarrier: 'A tracking number needs its carrier (USPS, FEDEX, UPS or DHL)',
  onlyWhenShipped: 'A carrier and tracking number can only be recorded with the status Shipped',
} as const;

export function isReturnCarrier(x: unknown): x is ReturnCarrier {
  return typeof x === 'string' && RETURN_CARRIERS.some((c) => c.key === x);
}

export function carrierName(carrier: ReturnCarrier): string {
  return RETURN_CARRIERS.find((c) => c.key === carrier)?.name ?? carrier;
}

/** The number as carriers print it, without spaces or dashes, upper case; null when it cannot be one. */
export function normalizeTrackingNumber(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{8,40}$/.test(compact) ? compact : null;
}

export function carrierTrackingUrl(carrier: ReturnCarrier, trackingNumber: string): string {
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
}

/** The shipment as answers carry it. */
export interface ShipmentAnswer {
  carrier: ReturnCarrier;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
}

export function shipmentAnswer(carrier: string | null, trackingNumber: string | null): ShipmentAnswer | null {
  if (!carrier || !trackingNumber || !isReturnCarrier(carrier)) return null;
  return { carrier, carrierName: carrierName(carrier), trackingNumber, trackingUrl: carrierTrackingUrl(carrier, trackingNumber) };
}
