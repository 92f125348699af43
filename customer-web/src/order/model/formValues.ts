import { DEFAULT_COUNTRY, defaultIssuerFor, isServiceLevel } from '@apostille/domain';
import type { IssuerRef, ShippingRateDto } from '@apostille/domain';
import type { StagedFile } from '../checkout/checkoutApi';

/** One document the customer sends: its type and one or more scans of it, already staged on the server. */
export interface DocumentEntry {
  /** Stable React key; never sent. */
  id: string;
  documentType: string;
  /** "Issued in / by"; null only while the document has no type. */
  issuer: IssuerRef | null;
  /** The customer chose the issuer: a change of type no longer replaces it with the type's default. */
  issuerChosen: boolean;
  files: StagedFile[];
}

export interface ShippingAddressValues {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  notes: string;
}

/** The order form (requirements C3 "Order form data"). One model for every presentation. */
export interface OrderFormValues {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: ShippingAddressValues;
  serviceLevel: string;
  destinationCountry: string;
  deliveryMethod: string;
  selectedShippingRate: ShippingRateDto | null;
  additionalServices: { scanning: boolean; translation: boolean };
  documents: DocumentEntry[];
  notes: string;
}

let nextId = 0;
export function newDocumentEntry(documentType = ''): DocumentEntry {
  nextId += 1;
  return {
    id: `doc-${Date.now().toString(36)}-${nextId}`,
    documentType,
    issuer: documentType ? defaultIssuerFor(documentType) : null,
    issuerChosen: false,
    files: [],
  };
}

/** Fresh form values; `service` (the ?service= query parameter) preselects a known tier. */
export function initialOrderValues(service?: string | null): OrderFormValues {
  return {
    customerFirstName: '',
    customerLastName: '',
    customerEmail: '',
    customerPhone: '',
    shippingAddress: { street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY, notes: '' },
    serviceLevel: service && isServiceLevel(service) ? service : '',
    destinationCountry: '',
    deliveryMethod: '',
    selectedShippingRate: null,
    additionalServices: { scanning: false, translation: false },
    documents: [newDocumentEntry()],
    notes: '',
  };
}

/** True when the United States list of states applies to `country`. */
export const usesStateList = (country: string) => country === DEFAULT_COUNTRY;
