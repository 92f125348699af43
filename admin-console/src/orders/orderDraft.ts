import { ADDRESS_FIELDS, type AddressField, type OrderDetailsField } from './formFields';

/** The order block of a Create Order or Edit Order draft as the API takes it. */
export function orderDetailsOf(draft: Record<OrderDetailsField, string>) {
  return {
    serviceLevel: draft.serviceLevel,
    documentType: draft.documentType,
    documentCount: Number(draft.documentCount),
    destinationCountry: draft.destinationCountry,
    deliveryMethod: draft.deliveryMethod,
  };
}

/** The shipping address and notes of a draft, trimmed; a blank one becomes `blank`. */
export function addressAndNotesOf<B>(draft: Record<AddressField, string>, blank: B): Record<AddressField, string | B> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, draft[name].trim() || blank])) as Record<AddressField, string | B>;
}
