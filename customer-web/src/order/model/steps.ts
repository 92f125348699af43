import {
  addressIssues,
  customerIssues,
  deliveryIssues,
  isValidZip,
  ORDER_MESSAGES as M,
  isPhoneNumber,
  returnRateProblem,
  ZIP_CODE_MIN_LENGTH,
  type FieldIssue,
} from '@apostille/domain';
import { usesStateList, type OrderFormValues, type ShippingAddressValues } from './formValues';
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

/** Street, city, state, ZIP and country all filled. */
export function isAddressComplete(a: Pick<ShippingAddressValues, 'street' | 'city' | 'state' | 'zipCode' | 'country'>): boolean {
  return filled(a.street) && filled(a.city) && filled(a.state) && filled(a.zipCode) && filled(a.country);
}

/** Complete and valid (the ZIP's form included), as the server checks it: only then are rates asked for. */
export function isAddressValid(a: Pick<ShippingAddressValues, 'street' | 'city' | 'state' | 'zipCode' | 'country'>): boolean {
  return isAddressComplete(a) && zipAccepted(a) && addressIssues({ ...a, notes: '' }).length === 0;
}

/**
 * The delivery method and the return rate, by the delivery rules of libs/domain: a method the tier
 * allows, a rate (of the method's carrier) when the method sends the documents back.
 */
export function deliveryStepIssues(v: OrderFormValues): FieldIssue[] {
  if (!filled(v.deliveryMethod)) return [{ field: 'deliveryMethod', message: M.deliveryMethodRequired }];
  const rules = deliveryIssues({ serviceLevel: v.serviceLevel, deliveryMethod: v.deliveryMethod, returnRateCarrier: v.selectedShippingRate?.carrier });
  if (rules.length > 0) return rules;
  const rate = returnRateProblem(v.deliveryMethod, Boolean(v.selectedShippingRate));
  return rate ? [{ field: 'selectedShippingRate', message: rate }] : [];
}

/** The delivery method alone (a rate is chosen on a later step of the desktop form). */
function deliveryMethodIssue(v: OrderFormValues): string | null {
  if (!filled(v.deliveryMethod)) return M.deliveryMethodRequired;
  return deliveryIssues({ serviceLevel: v.serviceLevel, deliveryMethod: v.deliveryMethod }).find((i) => i.field === 'deliveryMethod')?.message ?? null;
}

/** Step "Service & Document Details": the first problem as the spec's step-level message, or null. */
export function serviceStepIssue(v: OrderFormValues): string | null {
  if (!filled(v.serviceLevel)) return M.selectServiceLevel;
  if (v.documents.length === 0) return M.addAtLeastOneDocument;
  if (v.documents.some((d) => !filled(d.documentType))) return M.selectDocumentTypeForAll;
  const issuer = v.documents.map(issuerProblem).find(Boolean);
  if (issuer) return issuer;
  if (!filled(v.destinationCountry)) return M.selectDestination;
  const delivery = deliveryMethodIssue(v);
  if (delivery) return delivery;
  if (v.documents.some((d) => d.files.length === 0)) return FILE_FOR_EVERY_DOCUMENT;
  return null;
}

/** Step "Customer Information" (including the shipping address and, on the desktop form, the return rate). */
export function customerStepIssue(v: OrderFormValues): string | null {
  if (!filled(v.customerFirstName)) return M.firstNameRequired;
  if (!filled(v.customerLastName)) return M.lastNameRequired;
  if (!filled(v.customerEmail)) return M.enterEmail;
  if (!EMAIL.test(v.customerEmail.trim())) return M.validEmailRequired;
  if (!isPhoneNumber(v.customerPhone)) return M.enterValidPhone;
  const a = v.shippingAddress;
  if (!filled(a.street) || !filled(a.city) || !filled(a.state) || !filled(a.zipCode)) return M.completeShippingAddress;
  // What the spec's step messages let through but the server refuses: its reason, as at the field.
  const field = customerIssues(v)[0]?.message ?? addressIssues(a)[0]?.message;
  if (field) return field;
  return deliveryStepIssues(v).find((i) => i.field === 'selectedShippingRate')?.message ?? null;
}

export interface SubmitIssue {
  title: string;
  description: string;
  /** The form's path of the field at fault: the customer is taken to its step and to it. */
  field: string;
}

/**
 * Checks before payment: invalid ZIP, then delivery method, then the first field error.
 * `fieldMessages` are the order's field rules applied to `v` (orderFieldMessages, model/validation.ts).
 */
export function submitIssue(v: OrderFormValues, fieldIssues: readonly FieldIssue[]): SubmitIssue | null {
  if (!zipAccepted(v.shippingAddress)) {
    return { title: M.invalidZipTitle, description: M.invalidZip, field: 'shippingAddress.zipCode' };
  }
  const delivery = deliveryStepIssues(v)[0];
  if (delivery?.field === 'deliveryMethod') {
    const title = filled(v.deliveryMethod) ? M.formValidationErrorTitle : M.deliveryMethodRequiredTitle;
    return { title, description: delivery.message, field: delivery.field };
  }
  if (delivery) return { title: RETURN_SHIPPING_REQUIRED_TITLE, description: delivery.message, field: delivery.field };
  const missing = v.documents.findIndex((d) => d.files.length === 0);
  if (missing >= 0) return { title: M.formValidationErrorTitle, description: FILE_FOR_EVERY_DOCUMENT, field: `documents[${missing}].files` };
  if (fieldIssues.length > 0) return { title: M.formValidationErrorTitle, description: fieldIssues[0].message, field: fieldIssues[0].field };
  return null;
}

/** Completeness of the five phone steps (Next is enabled by these). */
export const mobileStepComplete = {
  customer: (v: OrderFormValues) => isPhoneNumber(v.customerPhone) && customerIssues(v).length === 0,
  shipping: (v: OrderFormValues) => zipAccepted(v.shippingAddress) && addressIssues(v.shippingAddress).length === 0,
  // The phone's service step shows the delivery method and its return rates: both must be settled.
  service: (v: OrderFormValues) => filled(v.serviceLevel) && filled(v.destinationCountry) && deliveryStepIssues(v).length === 0,
  documents: (v: OrderFormValues) => v.documents.length > 0 && v.documents.every((d) => filled(d.documentType) && !issuerProblem(d) && d.files.length > 0),
} as const;

const FIELD_NAMES: Record<string, string> = {
  customerFirstName: 'First Name',
  customerLastName: 'Last Name',
  customerEmail: 'Email',
  customerPhone: 'Phone',
  'shippingAddress.street': 'Street Address',
  'shippingAddress.city': 'City',
  'shippingAddress.state': 'State',
  'shippingAddress.country': 'Country',
  'shippingAddress.notes': 'Delivery Notes',
  serviceLevel: 'Service Level',
  destinationCountry: 'Destination Country',
  deliveryMethod: 'Delivery Method',
  selectedShippingRate: 'Return Shipping Options',
};

/** The fields a phone step still needs, by their labels ("First Name", "Return Shipping Options"), in form order. */
export function mobileStepMissing(step: number, v: OrderFormValues): string[] {
  const fields: string[] = [];
  if (step === 0) {
    fields.push(...customerIssues(v).map((i) => i.field));
    if (!isPhoneNumber(v.customerPhone)) fields.push('customerPhone');
  } else if (step === 1) {
    fields.push(...addressIssues(v.shippingAddress).map((i) => i.field));
    if (!zipAccepted(v.shippingAddress)) fields.push('shippingAddress.zipCode');
  } else if (step === 2) {
    if (!filled(v.serviceLevel)) fields.push('serviceLevel');
    if (!filled(v.destinationCountry)) fields.push('destinationCountry');
    fields.push(...deliveryStepIssues(v).map((i) => i.field));
  } else if (step === 3) {
    if (v.documents.length === 0) return ['Document 1'];
    v.documents.forEach((d, i) => {
      if (!filled(d.documentType) || issuerProblem(d)) fields.push(`Document ${i + 1} type`);
      if (d.files.length === 0) fields.push(`Document ${i + 1} file`);
    });
  }
  const zipName = usesUsZipName(v.shippingAddress.country);
  return [...new Set(fields.map((field) => (field === 'shippingAddress.zipCode' ? zipName : (FIELD_NAMES[field] ?? field))))];
}

const usesUsZipName = (country: string) => (usesStateList(country) ? 'ZIP Code' : 'Postal Code');

/** The line under a phone step's disabled Next: what is still missing. */
export function mobileStepIssue(step: number, v: OrderFormValues): string {
  const missing = mobileStepMissing(step, v);
  return missing.length > 0 ? `complete ${missing.join(', ')}` : 'complete this step';
}
