import { setIn, type FormikTouched } from 'formik';
import type { OrderFormValues } from './formValues';

/** Touched flags for the fields of a step, so their inline errors show after a failed Next. */
export function touchedFor(step: 'service' | 'documents' | 'customer' | 'shipping' | 'all', v: OrderFormValues): FormikTouched<OrderFormValues> {
  const service = { serviceLevel: true, destinationCountry: true, deliveryMethod: true };
  // `files: true` marks the document's file list as a whole (formik would type it per staged file).
  const documents = { documents: v.documents.map(() => ({ documentType: true, issuer: true, files: true })) } as unknown as FormikTouched<OrderFormValues>;
  const customer = { customerFirstName: true, customerLastName: true, customerEmail: true, customerPhone: true };
  const shipping = { shippingAddress: { street: true, city: true, state: true, zipCode: true, country: true, notes: true } };
  switch (step) {
    case 'service':
      return { ...service, ...documents };
    case 'documents':
      return documents;
    case 'customer':
      // The desktop form's customer step shows the return rates under the address.
      return { ...customer, ...shipping, selectedShippingRate: true };
    case 'shipping':
      return shipping;
    default:
      return { ...service, ...documents, ...customer, ...shipping, notes: true, selectedShippingRate: true };
  }
}

/** `touched` with each of `fields` (the form's own paths) marked, so the server's refusals show at their fields. */
export function touchFields(touched: FormikTouched<OrderFormValues>, fields: readonly string[]): FormikTouched<OrderFormValues> {
  return fields.reduce((t, field) => setIn(t, field, true) as FormikTouched<OrderFormValues>, touched);
}
