import type { IssuerRef } from '@apostille/domain';
import { newDocumentEntry, type DocumentEntry, type OrderFormValues } from '../model/formValues';
import type { Presentation } from '../model/wizardSteps';
import type { StagedFile } from './checkoutApi';

/**
 * What PUT /api/checkout stores for the page (the server keeps it as it is, at most 32 KB of JSON):
 * the form's values with the staged files' refs, and which presentation's step numbering `step` uses.
 */
export interface CheckoutDraft {
  version: 1;
  presentation: Presentation;
  values: OrderFormValues;
}

export function toDraft(values: OrderFormValues, presentation: Presentation): CheckoutDraft {
  return { version: 1, presentation, values };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown, fallback: string) => (typeof x === 'string' ? x : fallback);

export function isCheckoutDraft(x: unknown): x is CheckoutDraft {
  return isObject(x) && x.version === 1 && (x.presentation === 'desktop' || x.presentation === 'phone') && isObject(x.values);
}

function restoredDocuments(raw: unknown, staged: ReadonlyMap<string, StagedFile>): DocumentEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((d) => {
    const entry = newDocumentEntry(text(d.documentType, ''));
    if (typeof d.id === 'string' && d.id) entry.id = d.id;
    // The customer's own "issued in / by" as saved (the form's checks judge it); else the type's default.
    if (d.issuerChosen === true && isObject(d.issuer) && typeof d.issuer.kind === 'string') {
      entry.issuer = d.issuer as unknown as IssuerRef;
      entry.issuerChosen = true;
    }
    const refs = Array.isArray(d.files) ? d.files.filter(isObject) : [];
    // Only files the server still holds for this checkout, as it describes them.
    entry.files = refs.flatMap((f) => (typeof f.id === 'string' && staged.has(f.id) ? [staged.get(f.id)!] : []));
    return entry;
  });
}

/**
 * The form as saved in `draft`, on top of `blank` (fresh values) so that a draft of an older page
 * still gives a whole form; null when `draft` is none of ours. `files` are the files the server still
 * holds: references to any other are dropped.
 */
export function restoreValues(draft: unknown, files: readonly StagedFile[], blank: OrderFormValues): OrderFormValues | null {
  if (!isCheckoutDraft(draft)) return null;
  const v = draft.values as unknown as Record<string, unknown>;
  const address = isObject(v.shippingAddress) ? v.shippingAddress : {};
  const services = isObject(v.additionalServices) ? v.additionalServices : {};
  const documents = restoredDocuments(v.documents, new Map(files.map((f) => [f.id, f])));
  const b = blank;
  return {
    customerFirstName: text(v.customerFirstName, b.customerFirstName),
    customerLastName: text(v.customerLastName, b.customerLastName),
    customerEmail: text(v.customerEmail, b.customerEmail),
    customerPhone: text(v.customerPhone, b.customerPhone),
    shippingAddress: {
      street: text(address.street, b.shippingAddress.street),
      city: text(address.city, b.shippingAddress.city),
      state: text(address.state, b.shippingAddress.state),
      zipCode: text(address.zipCode, b.shippingAddress.zipCode),
      country: text(address.country, b.shippingAddress.country),
      notes: text(address.notes, b.shippingAddress.notes),
    },
    serviceLevel: text(v.serviceLevel, b.serviceLevel),
    destinationCountry: text(v.destinationCountry, b.destinationCountry),
    deliveryMethod: text(v.deliveryMethod, b.deliveryMethod),
    selectedShippingRate: isObject(v.selectedShippingRate) ? (v.selectedShippingRate as unknown as OrderFormValues['selectedShippingRate']) : null,
    additionalServices: { scanning: services.scanning === true, translation: services.translation === true },
    documents: documents.length > 0 ? documents : b.documents,
    notes: text(v.notes, b.notes),
  };
}

/** Fingerprint of the values without the entries' React keys: equal for a form nobody has touched. */
export function contentOf(v: OrderFormValues): string {
  return JSON.stringify({
    ...v,
    documents: v.documents.map((d) => ({ documentType: d.documentType, issuer: d.issuer, issuerChosen: d.issuerChosen, files: d.files })),
  });
}

/** The ids of every staged file the form refers to, in order. */
export const fileIdsOf = (v: OrderFormValues) => v.documents.flatMap((d) => d.files.map((f) => f.id)).join(',');
