import { centsToDollars } from '../money';
import { ALLOWED_FILE_TYPES, MAX_DOCUMENTS_PER_ORDER, MAX_FILE_BYTES, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH } from '../limits';
import { STATE_GOVERNMENT_FEE_CENTS } from '../pricing/quote';
import { apostilleStatus, utcDateString, type AuthenticationRoute } from '../apostille/route';
import { AS_OF as HAGUE_AS_OF, SOURCE as HAGUE_SOURCE } from '../apostille/hague-convention.data';
import { ORDER_STATUSES, type OrderStatus, type StatusColour } from '../orders/order-status';
import { SERVICE_TIERS, type ServiceLevel } from './service-tiers';
import { DELIVERY_METHODS, type DeliveryMethodKey } from './delivery-methods';
import { ADD_ONS, type AddOnKey } from './add-ons';
import { DOCUMENT_TYPES } from './document-types';
import { DEFAULT_COUNTRY, DESTINATION_COUNTRIES, US_STATES } from './countries';

/** Public catalog served at GET /api/catalog. Plain JSON: dollars as numbers, cents as integers. */
export interface Catalog {
  /** UTC calendar date the routes were computed for. */
  asOf: string;
  serviceTiers: {
    key: ServiceLevel;
    name: string;
    price: number;
    additionalPrice: number;
    priceCents: number;
    additionalPriceCents: number;
    description: string;
    turnaround: string;
    features: string[];
    color: string;
    badge: string;
    includesDigitalFiles: boolean;
  }[];
  deliveryMethods: { key: DeliveryMethodKey; name: string; price: number; priceCents: number; description: string }[];
  addOns: {
    key: AddOnKey;
    name: string;
    pricing: 'fixed' | 'quote';
    price: number;
    priceCents: number;
    description: string;
  }[];
  documentTypes: string[];
  destinationCountries: {
    name: string;
    iso2: string | null;
    route: AuthenticationRoute;
    apostilleInForceFrom: string | null;
  }[];
  usStates: { code: string; name: string }[];
  orderStatuses: { key: OrderStatus; label: string; description: string; colour: StatusColour }[];
  limits: {
    maxDocumentsPerOrder: number;
    maxFileBytes: number;
    allowedMimeTypes: string[];
    allowedExtensions: string[];
    phoneMinLength: number;
    passwordMinLength: number;
    stateGovernmentFeePerDocument: number;
    stateGovernmentFeePerDocumentCents: number;
    defaultCountry: string;
  };
  hagueConvention: { asOf: string; source: { name: string; url: string } };
}

export function buildCatalog(now: Date = new Date()): Catalog {
  return {
    asOf: utcDateString(now),
    serviceTiers: SERVICE_TIERS.map((t) => ({
      key: t.key,
      name: t.name,
      price: centsToDollars(t.priceCents),
      additionalPrice: centsToDollars(t.additionalPriceCents),
      priceCents: t.priceCents,
      additionalPriceCents: t.additionalPriceCents,
      description: t.description,
      turnaround: t.turnaround,
      features: [...t.features],
      color: t.color,
      badge: t.badge,
      includesDigitalFiles: t.includesDigitalFiles,
    })),
    deliveryMethods: DELIVERY_METHODS.map((m) => ({
      key: m.key,
      name: m.name,
      price: centsToDollars(m.priceCents),
      priceCents: m.priceCents,
      description: m.description,
    })),
    addOns: ADD_ONS.map((a) => ({
      key: a.key,
      name: a.name,
      pricing: a.pricing,
      price: centsToDollars(a.priceCents),
      priceCents: a.priceCents,
      description: a.description,
    })),
    documentTypes: [...DOCUMENT_TYPES],
    destinationCountries: DESTINATION_COUNTRIES.map((c) => {
      const status = apostilleStatus(c.name, now);
      return { name: c.name, iso2: c.iso2, route: status.route, apostilleInForceFrom: status.inForceFrom };
    }),
    usStates: US_STATES.map((s) => ({ code: s.code, name: s.name })),
    orderStatuses: ORDER_STATUSES.map((s) => ({ key: s.key, label: s.label, description: s.description, colour: s.colour })),
    limits: {
      maxDocumentsPerOrder: MAX_DOCUMENTS_PER_ORDER,
      maxFileBytes: MAX_FILE_BYTES,
      allowedMimeTypes: [...ALLOWED_FILE_TYPES.mimeTypes],
      allowedExtensions: [...ALLOWED_FILE_TYPES.extensions],
      phoneMinLength: PHONE_MIN_LENGTH,
      passwordMinLength: PASSWORD_MIN_LENGTH,
      stateGovernmentFeePerDocument: centsToDollars(STATE_GOVERNMENT_FEE_CENTS),
      stateGovernmentFeePerDocumentCents: STATE_GOVERNMENT_FEE_CENTS,
      defaultCountry: DEFAULT_COUNTRY,
    },
    hagueConvention: { asOf: HAGUE_AS_OF, source: { name: HAGUE_SOURCE.name, url: HAGUE_SOURCE.url } },
  };
}
