import { MAX_DOCUMENTS_PER_ORDER, ORDER_MESSAGES as M, PHONE_MIN_LENGTH, SERVICE_LEVELS, ZIP_CODE_MIN_LENGTH } from '@apostille/domain';
import * as yup from 'yup';

/** Field rules of requirements C5, messages verbatim from libs/domain. */
export const orderSchema = yup.object({
  customerFirstName: yup.string().trim().min(1, M.firstNameRequired).required(M.firstNameRequired),
  customerLastName: yup.string().trim().min(1, M.lastNameRequired).required(M.lastNameRequired),
  customerEmail: yup.string().trim().email(M.validEmailRequired).required(M.validEmailRequired),
  customerPhone: yup.string().trim().min(PHONE_MIN_LENGTH, M.validPhoneRequired).required(M.validPhoneRequired),
  serviceLevel: yup
    .string()
    .oneOf([...SERVICE_LEVELS], M.serviceLevelRequired)
    .required(M.serviceLevelRequired),
  destinationCountry: yup.string().trim().required(M.destinationCountryRequired),
  deliveryMethod: yup.string().required(M.deliveryMethodRequired),
  documents: yup
    .array()
    .of(yup.object({ documentType: yup.string().trim().required(M.documentTypeRequired) }))
    .min(1, M.atLeastOneDocumentRequired)
    .max(MAX_DOCUMENTS_PER_ORDER, M.maxDocuments)
    .required(M.atLeastOneDocumentRequired),
  shippingAddress: yup.object({
    street: yup.string().trim().required(M.streetRequired),
    city: yup.string().trim().required(M.cityRequired),
    state: yup.string().trim().min(2, M.stateRequired).required(M.stateRequired),
    zipCode: yup.string().trim().min(ZIP_CODE_MIN_LENGTH, M.zipCodeRequired).required(M.zipCodeRequired),
    country: yup.string().trim().required(M.countryRequired),
  }),
});

/** Every message of a failed validation, in schema order (first = the one a toast shows). */
export function validationMessages(values: unknown): string[] {
  try {
    orderSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (e instanceof yup.ValidationError) return e.errors;
    throw e;
  }
}
