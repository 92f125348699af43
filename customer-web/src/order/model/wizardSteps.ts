import type { OrderFormValues } from './formValues';
import { customerStepIssue, mobileStepComplete, serviceStepIssue } from './steps';

/**
 * The two presentations of the form and their steps, payment included: desktop 0 Service & Document
 * Details, 1 Customer Information, 2 Review & Documents, 3 Payment; phone 0 Customer Info,
 * 1 Shipping Address, 2 Service Details, 3 Document Upload, 4 Payment.
 */
export type Presentation = 'desktop' | 'phone';

export const PAYMENT_STEP: Record<Presentation, number> = { desktop: 3, phone: 4 };

type Part = 'service' | 'documents' | 'customer' | 'shipping' | 'rate' | 'notes' | 'payment';

const PART_STEP: Record<Presentation, Record<Part, number>> = {
  // The return rates sit under the address on the desktop form, under the delivery method on the phone.
  desktop: { service: 0, documents: 0, customer: 1, shipping: 1, rate: 1, notes: 2, payment: 3 },
  phone: { customer: 0, shipping: 1, service: 2, rate: 2, documents: 3, notes: 3, payment: 4 },
};

/** What each step shows first, so that a step of one presentation finds its place in the other. */
const STEP_PART: Record<Presentation, Part[]> = {
  desktop: ['service', 'customer', 'notes', 'payment'],
  phone: ['customer', 'shipping', 'service', 'documents', 'payment'],
};

function partOfField(field: string): Part {
  if (field.startsWith('customer')) return 'customer';
  if (field.startsWith('shippingAddress')) return 'shipping';
  if (field === 'selectedShippingRate') return 'rate';
  if (field.startsWith('documents')) return 'documents';
  if (field === 'notes') return 'notes';
  return 'service';
}

/** The step showing a field of the form's own path (`shippingAddress.zipCode`, `documents[1].files`). */
export function stepOfField(field: string, p: Presentation): number {
  return PART_STEP[p][partOfField(field)];
}

/** A step saved by one presentation, in the other (a checkout begun on a phone, continued on a laptop). */
export function convertStep(step: number, from: Presentation, to: Presentation): number {
  if (from === to) return step;
  const part = STEP_PART[from][step];
  return part ? PART_STEP[to][part] : 0;
}

/**
 * The last step the form's values allow: a step in the address (a Forward, a bookmark, a restored
 * draft) after one the customer could not leave shows that one instead.
 */
export function furthestStep(v: OrderFormValues, p: Presentation): number {
  if (p === 'desktop') {
    if (serviceStepIssue(v)) return 0;
    return customerStepIssue(v) ? 1 : PAYMENT_STEP.desktop;
  }
  const complete = [mobileStepComplete.customer, mobileStepComplete.shipping, mobileStepComplete.service, mobileStepComplete.documents];
  const first = complete.findIndex((done) => !done(v));
  return first === -1 ? PAYMENT_STEP.phone : first;
}
