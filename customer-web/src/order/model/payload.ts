import { centsToDollars, dollarsToCents, quote, RATE_REQUEST_PACKAGE, returnsByCarrier, type Quote, type ShippingRateDto } from '@apostille/domain';
import type { OrderFormValues, ShippingAddressValues } from './formValues';

/** The order's price from libs/domain (the same function the server uses), or null while incomplete. */
export function quoteFor(v: OrderFormValues): Quote | null {
  const documentCount = Math.max(1, v.documents.length);
  try {
    return quote({
      serviceLevel: v.serviceLevel,
      documentCount,
      deliveryMethod: v.deliveryMethod || null,
      shippingRateCents: dollarsToCents(returnRate(v)?.cost ?? 0),
      additionalServices: v.additionalServices,
    });
  } catch {
    return null;
  }
}

export interface RatesRequest {
  toAddress: { street: string; city: string; state: string; zipCode: string; country: string; residential: true };
  packages: [typeof RATE_REQUEST_PACKAGE];
}

export function toRatesRequest(a: Pick<ShippingAddressValues, 'street' | 'city' | 'state' | 'zipCode' | 'country'>): RatesRequest {
  return {
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

/** The chosen return rate, or null for pickup (which sends nothing back, whatever was picked before). */
export const returnRate = (v: Pick<OrderFormValues, 'deliveryMethod' | 'selectedShippingRate'>): ShippingRateDto | null =>
  returnsByCarrier(v.deliveryMethod) ? v.selectedShippingRate : null;

const rateRef = (r: ShippingRateDto | null) => (r ? { rateId: r.rateId, cost: r.cost, serviceDescription: r.serviceDescription } : null);

export interface PaymentIntentRequest {
  serviceLevel: string;
  documentCount: number;
  deliveryMethod: string;
  selectedShippingRate: { rateId: string; cost: number; serviceDescription: string } | null;
  additionalServices: { scanning: boolean; translation: boolean };
  documentTypes: string[];
  customerEmail: string;
  metadata: { serviceLevel: string; customerName: string };
  /** This checkout's random key (see checkoutKey.ts): the intent belongs to it. */
  checkoutKey: string;
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
  };
}

/** Files in order, each with the type of the document entry it belongs to. */
export function filesWithTypes(v: OrderFormValues): { file: File; documentType: string }[] {
  return v.documents.flatMap((d) => d.files.map((file) => ({ file, documentType: d.documentType })));
}

/** The paid intent and the key of the checkout that created it (the server's proof that it is ours). */
export interface OrderPayment {
  paymentIntentId: string;
  checkoutKey: string;
}

/**
 * Multipart body of POST /api/orders (requirements C7). Money in dollars; `totalAmount` is the
 * server-verified amount when there is one.
 */
export function toOrderFormData(v: OrderFormValues, q: Quote, payment: OrderPayment, verifiedTotalCents?: number | null): FormData {
  const form = new FormData();
  const add = (name: string, value: string | number) => form.append(name, String(value));
  const files = filesWithTypes(v);
  add('paymentIntentId', payment.paymentIntentId);
  add('checkoutKey', payment.checkoutKey);
  add('customerFirstName', v.customerFirstName.trim());
  add('customerLastName', v.customerLastName.trim());
  add('customerEmail', v.customerEmail.trim());
  add('customerPhone', v.customerPhone.trim());
  add('serviceLevel', v.serviceLevel);
  add('serviceLevelPrice', centsToDollars(q.serviceLevelPriceCents));
  add('destinationCountry', v.destinationCountry);
  add('deliveryMethod', v.deliveryMethod);
  add('deliveryPrice', centsToDollars(q.deliveryPriceCents));
  add('stateGovernmentFees', centsToDollars(q.stateGovernmentFeesCents));
  add('totalAmount', centsToDollars(verifiedTotalCents ?? q.totalCents));
  add('documentType', v.documents[0]?.documentType ?? '');
  add('documentCount', v.documents.length);
  const { street, city, state, zipCode, country, notes } = v.shippingAddress;
  add(
    'shippingAddress',
    JSON.stringify({ street: street.trim(), city: city.trim(), state: state.trim(), zipCode: zipCode.trim(), country, notes: notes.trim() }),
  );
  add('documentTypes', JSON.stringify(files.map((f) => f.documentType)));
  // Which files belong to which document: the price counts documents, not scans.
  add('documentFileCounts', JSON.stringify(v.documents.map((d) => d.files.length)));
  add('selectedShippingRate', JSON.stringify(rateRef(returnRate(v))));
  add('additionalServices', JSON.stringify(v.additionalServices));
  for (const key of ['scanning', 'translation'] as const) {
    if (v.additionalServices[key]) add('additionalServicesArray', key);
  }
  for (const { file } of files) form.append('documents', file, file.name);
  add('notes', v.notes.trim());
  return form;
}
