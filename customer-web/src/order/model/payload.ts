import { dollarsToCents, quote, RATE_REQUEST_PACKAGE, type IssuerRef, type Quote, type ShippingRateDto } from '@apostille/domain';
import type { OrderFormValues, ShippingAddressValues } from './formValues';
import { effectiveIssuer } from './issuer';
import { returnRate } from './returnRate';

/**
 * The order's price from libs/domain (the same function the server uses), or null while incomplete.
 * Once the destination and every document's type are chosen, government fees follow each document's
 * route on `today` (as the server prices it); before that, the flat fee per document.
 */
export function quoteFor(v: OrderFormValues, today: Date = new Date(), wholesaleTier: string | null = null): Quote | null {
  const documentCount = Math.max(1, v.documents.length);
  const routed = Boolean(v.destinationCountry) && v.documents.length > 0 && v.documents.every((d) => d.documentType);
  try {
    return quote({
      serviceLevel: v.serviceLevel,
      documentCount,
      deliveryMethod: v.deliveryMethod || null,
      shippingRateCents: dollarsToCents(returnRate(v)?.cost ?? 0),
      additionalServices: v.additionalServices,
      wholesaleTier,
      ...(routed
        ? {
            documents: v.documents.map((d) => ({ documentType: d.documentType, issuer: effectiveIssuer(d) })),
            destinationCountry: v.destinationCountry,
            orderDate: today,
          }
        : {}),
    });
  } catch {
    return null;
  }
}

export interface RatesRequest {
  toAddress: { street: string; city: string; state: string; zipCode: string; country: string; residential: true };
  packages: [typeof RATE_REQUEST_PACKAGE];
  /** The order's delivery method, once chosen: the server then answers only its carrier's rates. */
  deliveryMethod?: string;
}

export function toRatesRequest(a: Pick<ShippingAddressValues, 'street' | 'city' | 'state' | 'zipCode' | 'country'>, deliveryMethod = ''): RatesRequest {
  return {
    ...(deliveryMethod ? { deliveryMethod } : {}),
    toAddress: {
      street: a.street.trim(),
      city: a.city.trim(),
      state: a.state.trim(),
      zipCode: a.zipCode.trim(),
      country: a.country.trim(),
      residential: true,
    },
    packages: [RATE_REQUEST_PACKAGE],
  };
}

const rateRef = (r: ShippingRateDto | null) => (r ? { rateId: r.rateId, cost: r.cost, serviceDescription: r.serviceDescription } : null);

/** The order itself, sent with the payment intent: the server checks it (and its staged files) before any money moves. */
export interface IntentOrder {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  destinationCountry: string;
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string; notes: string };
  /** Each document's type, "issued in / by" and the ids of its staged files. */
  documents: { documentType: string; issuer: IssuerRef | null; files: string[] }[];
  notes: string;
}

export interface PaymentIntentRequest {
  serviceLevel: string;
  documentCount: number;
  deliveryMethod: string;
  selectedShippingRate: { rateId: string; cost: number; serviceDescription: string } | null;
  additionalServices: { scanning: boolean; translation: boolean };
  documentTypes: string[];
  customerEmail: string;
  metadata: { serviceLevel: string; customerName: string };
  /** This checkout's random key (see checkout/checkoutKey.ts): the intent belongs to it. */
  checkoutKey: string;
  order: IntentOrder;
}

function toIntentOrder(v: OrderFormValues): IntentOrder {
  const a = v.shippingAddress;
  return {
    customerFirstName: v.customerFirstName.trim(),
    customerLastName: v.customerLastName.trim(),
    customerEmail: v.customerEmail.trim(),
    customerPhone: v.customerPhone.trim(),
    destinationCountry: v.destinationCountry,
    shippingAddress: {
      street: a.street.trim(),
      city: a.city.trim(),
      state: a.state.trim(),
      zipCode: a.zipCode.trim(),
      country: a.country,
      notes: a.notes.trim(),
    },
    documents: v.documents.map((d) => ({ documentType: d.documentType, issuer: effectiveIssuer(d), files: d.files.map((f) => f.id) })),
    notes: v.notes.trim(),
  };
}

/** Body of POST /api/create-payment-intent; documentCount = number of document entries. */
export function toPaymentIntentRequest(v: OrderFormValues, checkoutKey: string): PaymentIntentRequest {
  return {
    serviceLevel: v.serviceLevel,
    documentCount: v.documents.length,
    deliveryMethod: v.deliveryMethod,
    selectedShippingRate: rateRef(returnRate(v)),
    additionalServices: { ...v.additionalServices },
    documentTypes: v.documents.map((d) => d.documentType),
    customerEmail: v.customerEmail.trim(),
    metadata: { serviceLevel: v.serviceLevel, customerName: `${v.customerFirstName.trim()} ${v.customerLastName.trim()}` },
    checkoutKey,
    order: toIntentOrder(v),
  };
}
