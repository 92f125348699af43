import type { CheckoutOrderInput } from '@apostille/domain';
import type { OrderFormValues } from './formValues';
import { effectiveIssuer } from './issuer';

/** The form as the checkout rules of libs/domain read it (the same rules the server applies before any payment). */
export function toCheckoutInput(v: OrderFormValues): CheckoutOrderInput {
  return {
    customerFirstName: v.customerFirstName,
    customerLastName: v.customerLastName,
    customerEmail: v.customerEmail,
    customerPhone: v.customerPhone,
    serviceLevel: v.serviceLevel,
    destinationCountry: v.destinationCountry,
    deliveryMethod: v.deliveryMethod,
    hasReturnRate: Boolean(v.selectedShippingRate),
    shippingAddress: v.shippingAddress,
    documents: v.documents.map((d) => ({ documentType: d.documentType, issuer: effectiveIssuer(d), files: d.files.map((f) => f.id) })),
    notes: v.notes,
  };
}
