import {
  checkoutOrderIssues,
  deliveryIssues,
  MAX_DOCUMENTS_PER_ORDER,
  ORDER_MESSAGES as M,
  PHONE_MIN_LENGTH,
  SERVICE_LEVELS,
  ZIP_CODE_MIN_LENGTH,
  type FieldIssue,
} from '@apostille/domain';
import * as yup from 'yup';
import { toCheckoutInput } from './checkoutInput';
import type { OrderFormValues } from './formValues';
import { issuerProblem } from './issuer';

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

function yupIssues(values: unknown): FieldIssue[] {
  try {
    orderSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const inner = e.inner.length > 0 ? e.inner : [e];
    return inner.map((i) => ({ field: i.path ?? '', message: i.message }));
  }
}

/**
 * Every field problem of the order, in form order: first the spec's own messages (yup, above), then
 * what the server's checkout rules (libs/domain checkoutOrderIssues) refuse besides, for fields the
 * spec's rules let through: a name with an emoji, a phone of letters, a 4-digit ZIP, 10,000
 * characters of notes. So the page refuses at the field exactly what the server would refuse.
 */
export function orderFieldIssues(values: OrderFormValues): FieldIssue[] {
  const issues = yupIssues(values);
  values.documents.forEach((d, i) => {
    const problem = d.issuer?.kind === 'foreign-country' ? issuerProblem(d) : null;
    if (problem) issues.push({ field: `documents[${i}].issuer`, message: problem });
  });
  const flagged = new Set(issues.map((i) => i.field));
  const delivery = deliveryIssues({
    serviceLevel: values.serviceLevel,
    deliveryMethod: values.deliveryMethod,
    returnRateCarrier: values.selectedShippingRate?.carrier,
  });
  for (const issue of [...delivery, ...checkoutOrderIssues(toCheckoutInput(values))]) {
    if (flagged.has(issue.field)) continue;
    flagged.add(issue.field);
    issues.push(issue);
  }
  return issues;
}

/** Every message of a failed validation, in form order (first = the one a toast shows). */
export function validationMessages(values: OrderFormValues): string[] {
  return orderFieldIssues(values).map((i) => i.message);
}
