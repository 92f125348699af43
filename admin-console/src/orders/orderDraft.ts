import type { AddressField, OrderDetailsField } from './formFields';

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
  const optional = (value: string) => value.trim() || blank;
  return {
    shippingStreet: optional(draft.shippingStreet),
    shippingCity: optional(draft.shippingCity),
    shippingState: optional(draft.shippingState),
    shippingZipCode: optional(draft.shippingZipCode),
    shippingCountry: optional(draft.shippingCountry),
    shippingNotes: optional(draft.shippingNotes),
    notes: optional(draft.notes),
  };
}
