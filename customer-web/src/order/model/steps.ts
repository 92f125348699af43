import { addressIssues, customerIssues, isValidZip, ORDER_MESSAGES as M, PHONE_MIN_LENGTH, returnRateProblem, ZIP_CODE_MIN_LENGTH } from '@apostille/domain';
import type { OrderFormValues, ShippingAddressValues } from './formValues';
import { issuerProblem } from './issuer';

/** Title of the toast when a method that sends documents back has no return rate chosen. */
export const RETURN_SHIPPING_REQUIRED_TITLE = 'Return Shipping Required';

const filled = (s: string) => s.trim().length > 0;

/**
 * Not worded by the spec (it lives only here until libs/domain has it): the server refuses an
 * order without a file for every document, and the order is created after payment, so the
 * form must not let a customer pay without them.
 */
export const FILE_FOR_EVERY_DOCUMENT = 'Please upload a file for every document';
/** Not worded by the spec: a step is left while one of its files is still on its way to the server. */
export const WAIT_FOR_UPLOADS = 'Please wait until your files have finished uploading';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's ZIP rule (libs/domain), plus the spec's "at least 5 characters" everywhere. */
const zipAccepted = (a: Pick<ShippingAddressValues, 'zipCode' | 'country'>) =>
  a.zipCode.trim().length >= ZIP_CODE_MIN_LENGTH && isValidZip(a.zipCode, a.country);

/** Street, city, state, ZIP and country all filled: the rate card may load. */
export function isAddressComplete(a: Pick<ShippingAddressValues, 'street' | 'city' | 'state' | 'zipCode' | 'country'>): boolean {
  return filled(a.street) && filled(a.city) && filled(a.state) && filled(a.zipCode) && filled(a.country);
}

/** Step "Service & Document Details": the first problem as the spec's step-level message, or null. */
export function serviceStepIssue(v: OrderFormValues): string | null {
  if (!filled(v.serviceLevel)) return M.selectServiceLevel;
  if (v.documents.length === 0) return M.addAtLeastOneDocument;
  if (v.documents.some((d) => !filled(d.documentType))) return M.selectDocumentTypeForAll;
  const issuer = v.documents.map(issuerProblem).find(Boolean);
  if (issuer) return issuer;
  if (!filled(v.destinationCountry)) return M.selectDestination;
  if (v.documents.some((d) => d.files.length === 0)) return FILE_FOR_EVERY_DOCUMENT;
  return null;
}

/** Step "Customer Information" (including the shipping address). */
export function customerStepIssue(v: OrderFormValues): string | null {
  if (!filled(v.customerFirstName)) return M.firstNameRequired;
  if (!filled(v.customerLastName)) return M.lastNameRequired;
  if (!filled(v.customerEmail)) return M.enterEmail;
  if (!EMAIL.test(v.customerEmail.trim())) return M.validEmailRequired;
  if (v.customerPhone.trim().length < PHONE_MIN_LENGTH) return M.enterValidPhone;
  const a = v.shippingAddress;
  if (!filled(a.street) || !filled(a.city) || !filled(a.state) || !filled(a.zipCode)) return M.completeShippingAddress;
  // What the spec's step messages let through but the server refuses: its reason, as at the field.
  return customerIssues(v)[0]?.message ?? addressIssues(a)[0]?.message ?? null;
}

export interface SubmitIssue {
  title: string;
  description: string;
}

/**
 * Checks before payment: invalid ZIP, then delivery method, then the first field error.
 * `fieldMessages` are the order's field rules applied to `v` (orderFieldMessages, model/validation.ts).
 */
export function submitIssue(v: OrderFormValues, fieldMessages: readonly string[]): SubmitIssue | null {
  if (!zipAccepted(v.shippingAddress)) {
    return { title: M.invalidZipTitle, description: M.invalidZip };
  }
  if (!filled(v.deliveryMethod)) return { title: M.deliveryMethodRequiredTitle, description: M.deliveryMethodRequired };
  const rateProblem = returnRateProblem(v.deliveryMethod, Boolean(v.selectedShippingRate));
  if (rateProblem) return { title: RETURN_SHIPPING_REQUIRED_TITLE, description: rateProblem };
  if (v.documents.some((d) => d.files.length === 0)) return { title: M.formValidationErrorTitle, description: FILE_FOR_EVERY_DOCUMENT };
  if (fieldMessages.length > 0) return { title: M.formValidationErrorTitle, description: fieldMessages[0] };
  return null;
}

/** Completeness of the five phone steps (Next is enabled by these). */
export const mobileStepComplete = {
  customer: (v: OrderFormValues) => v.customerPhone.trim().length >= PHONE_MIN_LENGTH && customerIssues(v).length === 0,
  shipping: (v: OrderFormValues) => zipAccepted(v.shippingAddress) && addressIssues(v.shippingAddress).length === 0,
  service: (v: OrderFormValues) => filled(v.serviceLevel) && filled(v.destinationCountry) && filled(v.deliveryMethod),
  documents: (v: OrderFormValues) => v.documents.length > 0 && v.documents.every((d) => filled(d.documentType) && !issuerProblem(d) && d.files.length > 0),
} as const;
