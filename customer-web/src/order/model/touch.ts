import type { FormikTouched } from 'formik';
import type { OrderFormValues } from './formValues';

/** Touched flags for the fields of a step, so their inline errors show after a failed Next. */
export function touchedFor(step: 'service' | 'documents' | 'customer' | 'shipping' | 'all', v: OrderFormValues): FormikTouched<OrderFormValues> {
  const service = { serviceLevel: true, destinationCountry: true, deliveryMethod: true };
  const documents = { documents: v.documents.map(() => ({ documentType: true })) } as FormikTouched<OrderFormValues>;
  const customer = { customerFirstName: true, customerLastName: true, customerEmail: true, customerPhone: true };
  const shipping = { shippingAddress: { street: true, city: true, state: true, zipCode: true, country: true } };
  switch (step) {
    case 'service':
      return { ...service, ...documents };
    case 'documents':
      return documents;
    case 'customer':
      return { ...customer, ...shipping };
    case 'shipping':
      return shipping;
    default:
      return { ...service, ...documents, ...customer, ...shipping };
  }
}
