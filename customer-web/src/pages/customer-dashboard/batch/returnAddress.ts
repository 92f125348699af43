import { addressIssues, DEFAULT_COUNTRY, type BatchReturnAddress } from '@apostille/domain';
import type { FormikErrors } from 'formik';
import type * as yup from 'yup';
import { orderSchema } from '../../../order/model/schema';

/** The order form's address rules (requirements C5), for the batch's return address. */
export const returnAddressSchema = orderSchema.fields.shippingAddress as yup.AnyObjectSchema;

export const EMPTY_RETURN_ADDRESS: BatchReturnAddress = { street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY };

/** What the server refuses besides the form's rules (a ZIP of the wrong form, lengths), at the field. */
export function serverAddressErrors(values: BatchReturnAddress): FormikErrors<BatchReturnAddress> {
  const errors: FormikErrors<BatchReturnAddress> = {};
  for (const issue of addressIssues(values)) {
    const field = issue.field.replace('shippingAddress.', '') as keyof BatchReturnAddress;
    if (field in EMPTY_RETURN_ADDRESS) errors[field] ??= issue.message;
  }
  return errors;
}

/** The address as it is sent: trimmed. */
export const trimmedAddress = (values: BatchReturnAddress): BatchReturnAddress => ({
  street: values.street.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  zipCode: values.zipCode.trim(),
  country: values.country.trim(),
});
