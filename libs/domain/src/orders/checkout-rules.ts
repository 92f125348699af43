import { MAX_DOCUMENTS_PER_ORDER, MAX_FILE_BYTES, PHONE_MIN_LENGTH } from '../limits';
import { ORDER_MESSAGES } from '../messages';
import { DOCUMENT_TYPES } from '../catalog/document-types';
import { DESTINATION_COUNTRIES } from '../catalog/countries';
import { returnRateProblem, isDeliveryMethod } from '../catalog/delivery-methods';
import { SERVICE_LEVELS } from '../catalog/service-tiers';
import { isDomainValidationError } from '../errors';
import { resolveIssuer, type IssuerRef } from '../apostille/document-issuers';

/**
 * The rules of a web order, checked in one place by the page (at the field) and by the server
 * (before a payment intent exists): an order the server would refuse never gets an intent.
 */

/** Most characters of each text field of the order (after trimming). */
export const ORDER_TEXT_LIMITS = {
  customerFirstName: 100,
  customerLastName: 100,
  customerEmail: 254,
  customerPhone: 30,
  street: 200,
  city: 100,
  state: 100,
  zipCode: 10,
  country: 100,
  addressNotes: 500,
  notes: 2000,
} as const;

/** Files of one order, across all its documents (the multipart upload's own limit). */
export const MAX_FILES_PER_ORDER = 10;

/** Words of the checkout's own refusals (not quoted in the spec; see docs/decisions.md "Checkout"). */
export const CHECKOUT_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  nameCharacters: (label: string) => `${label} can contain only letters, spaces, hyphens, apostrophes and periods`,
  controlCharacters: (label: string) => `${label} contains characters that cannot be used`,
  phoneCharacters: 'Phone number can contain only digits, spaces and + ( ) - .',
  zipFormat: 'Please enter a valid 5-digit ZIP code',
  postalCodeFormat: 'Please enter a valid postal code',
  documentNeedsFile: 'Please upload a file for this document',
  tooManyFiles: `At most ${MAX_FILES_PER_ORDER} files per order`,
  fileUsedTwice: 'The same file is attached twice',
  fileNotStaged: 'This file is no longer part of your checkout. Please upload it again.',
  checkoutChanged: 'This payment belongs to another checkout. Please refresh the page and try again.',
  notPlaceable: 'Your order cannot be placed as entered. Please check the highlighted fields.',
} as const;

/** Why a staged file is refused, each with the file's name in front when shown. */
export const UPLOAD_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 10 MB.',
  wrongType: 'The file is not a PDF, JPG or PNG (its content does not match).',
  tooMany: `At most ${MAX_FILES_PER_ORDER} files per order.`,
  unreadable: 'The upload could not be read. Please try again.',
} as const;

export interface FieldIssue {
  /** The form's own path: `customerFirstName`, `shippingAddress.zipCode`, `documents[1].files`. */
  field: string;
  message: string;
}

export interface CheckoutAddressInput {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  notes?: string | null;
}

export interface CheckoutDocumentInput {
  documentType: string;
  /** "Issued in / by"; absent: the document type's default (FBI check: federal, otherwise Florida). */
  issuer?: IssuerRef | null;
  /** Ids of the files staged for this document, in order. */
  files: string[];
}

/** Everything of an order besides its price: what create-payment-intent checks before money moves. */
export interface CheckoutOrderInput {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  serviceLevel: string;
  destinationCountry: string;
  deliveryMethod: string;
  /** Whether a return rate was chosen (its price and country are the server's to check). */
  hasReturnRate: boolean;
  shippingAddress: CheckoutAddressInput;
  documents: CheckoutDocumentInput[];
  notes?: string | null;
}

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
const hasControlCharacter = (value: string): boolean =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
const PHONE = /^[0-9+().\s-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const US_NAMES = ['us', 'usa', 'united states', 'united states of america'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether an address in `country` uses five-digit ZIP codes. */
export function usesUsZip(country: string): boolean {
  return US_NAMES.includes(text(country).toLowerCase());
}

export function isValidZip(zipCode: string, country: string): boolean {
  const zip = text(zipCode);
  return usesUsZip(country) ? US_ZIP.test(zip) : POSTAL_CODE.test(zip);
}

function lengthIssue(field: string, label: string, value: string, max: number): FieldIssue | null {
  if (hasControlCharacter(value)) return { field, message: CHECKOUT_MESSAGES.controlCharacters(label) };
  return value.length > max ? { field, message: CHECKOUT_MESSAGES.tooLong(label, max) } : null;
}

function push(issues: FieldIssue[], issue: FieldIssue | null): void {
  if (issue) issues.push(issue);
}

function nameIssue(field: 'customerFirstName' | 'customerLastName', label: string, required: string, raw: unknown): FieldIssue | null {
  const value = text(raw);
  if (!value) return { field, message: required };
  return lengthIssue(field, label, value, ORDER_TEXT_LIMITS[field]) ?? (NAME.test(value) ? null : { field, message: CHECKOUT_MESSAGES.nameCharacters(label) });
}

/** The customer's name, e-mail and phone. */
export function customerIssues(order: Pick<CheckoutOrderInput, 'customerFirstName' | 'customerLastName' | 'customerEmail' | 'customerPhone'>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  push(issues, nameIssue('customerFirstName', 'First name', ORDER_MESSAGES.firstNameRequired, order.customerFirstName));
  push(issues, nameIssue('customerLastName', 'Last name', ORDER_MESSAGES.lastNameRequired, order.customerLastName));
  const email = text(order.customerEmail);
  if (!email || email.length > ORDER_TEXT_LIMITS.customerEmail || !EMAIL.test(email)) {
    issues.push({ field: 'customerEmail', message: ORDER_MESSAGES.validEmailRequired });
  }
  const phone = text(order.customerPhone);
  if (phone.length > ORDER_TEXT_LIMITS.customerPhone) {
    issues.push({ field: 'customerPhone', message: CHECKOUT_MESSAGES.tooLong('Phone number', ORDER_TEXT_LIMITS.customerPhone) });
  } else if (phone && !PHONE.test(phone)) {
    issues.push({ field: 'customerPhone', message: CHECKOUT_MESSAGES.phoneCharacters });
  } else if (phone.replace(/\D/g, '').length < PHONE_MIN_LENGTH) {
    issues.push({ field: 'customerPhone', message: ORDER_MESSAGES.validPhoneRequired });
  }
  return issues;
}

/** The return address. */
export function addressIssues(address: CheckoutAddressInput | null | undefined): FieldIssue[] {
  const a = address ?? ({} as Partial<CheckoutAddressInput>);
  const issues: FieldIssue[] = [];
  const required = (key: 'street' | 'city' | 'state' | 'country', label: string, message: string, min = 1) => {
    const value = text(a[key]);
    if (value.length < min) issues.push({ field: `shippingAddress.${key}`, message });
    else push(issues, lengthIssue(`shippingAddress.${key}`, label, value, ORDER_TEXT_LIMITS[key]));
  };
  required('street', 'Street address', ORDER_MESSAGES.streetRequired);
  required('city', 'City', ORDER_MESSAGES.cityRequired);
  required('state', 'State', ORDER_MESSAGES.stateRequired, 2);
  required('country', 'Country', ORDER_MESSAGES.countryRequired);
  const zip = text(a.zipCode);
  if (!zip) issues.push({ field: 'shippingAddress.zipCode', message: ORDER_MESSAGES.zipCodeRequired });
  else if (!isValidZip(zip, text(a.country))) {
    issues.push({ field: 'shippingAddress.zipCode', message: usesUsZip(text(a.country)) ? CHECKOUT_MESSAGES.zipFormat : CHECKOUT_MESSAGES.postalCodeFormat });
  }
  push(issues, lengthIssue('shippingAddress.notes', 'Delivery notes', text(a.notes), ORDER_TEXT_LIMITS.addressNotes));
  return issues;
}

/** Service, destination, delivery and documents (file ids are the server's to check against the checkout). */
export function serviceIssues(
  order: Pick<CheckoutOrderInput, 'serviceLevel' | 'destinationCountry' | 'deliveryMethod' | 'hasReturnRate' | 'documents'>,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!(SERVICE_LEVELS as readonly string[]).includes(order.serviceLevel)) issues.push({ field: 'serviceLevel', message: ORDER_MESSAGES.serviceLevelRequired });
  if (!DESTINATION_COUNTRIES.some((c) => c.name === order.destinationCountry)) {
    issues.push({ field: 'destinationCountry', message: ORDER_MESSAGES.destinationCountryRequired });
  }
  if (!isDeliveryMethod(order.deliveryMethod)) issues.push({ field: 'deliveryMethod', message: ORDER_MESSAGES.deliveryMethodRequired });
  else {
    const rateProblem = returnRateProblem(order.deliveryMethod, order.hasReturnRate);
    if (rateProblem) issues.push({ field: 'selectedShippingRate', message: rateProblem });
  }
  const documents = Array.isArray(order.documents) ? order.documents : [];
  if (documents.length === 0) issues.push({ field: 'documents', message: ORDER_MESSAGES.atLeastOneDocumentRequired });
  if (documents.length > MAX_DOCUMENTS_PER_ORDER) issues.push({ field: 'documents', message: ORDER_MESSAGES.maxDocuments });
  const seen = new Set<string>();
  let files = 0;
  documents.forEach((document, index) => {
    if (!DOCUMENT_TYPES.includes(document?.documentType))
      issues.push({ field: `documents[${index}].documentType`, message: ORDER_MESSAGES.documentTypeRequired });
    else {
      const problem = issuerProblem(document.documentType, document.issuer);
      if (problem) issues.push({ field: `documents[${index}].issuer`, message: problem });
    }
    const ids = Array.isArray(document?.files) ? document.files : [];
    if (ids.length === 0) issues.push({ field: `documents[${index}].files`, message: CHECKOUT_MESSAGES.documentNeedsFile });
    if (ids.some((id) => seen.has(id))) issues.push({ field: `documents[${index}].files`, message: CHECKOUT_MESSAGES.fileUsedTwice });
    ids.forEach((id) => seen.add(id));
    files += ids.length;
  });
  if (files > MAX_FILES_PER_ORDER) issues.push({ field: 'documents', message: CHECKOUT_MESSAGES.tooManyFiles });
  return issues;
}

/** Why "issued in / by" does not fit the document type (an FBI check from a state, an unknown state…), or null. */
function issuerProblem(documentType: string, issuer: IssuerRef | null | undefined): string | null {
  try {
    resolveIssuer(documentType, issuer ?? null);
    return null;
  } catch (error) {
    if (isDomainValidationError(error)) return error.message;
    throw error;
  }
}

/** Every reason the order would be refused, in form order; empty when it can be placed. */
export function checkoutOrderIssues(order: CheckoutOrderInput): FieldIssue[] {
  const issues = [...serviceIssues(order), ...customerIssues(order), ...addressIssues(order.shippingAddress)];
  push(issues, lengthIssue('notes', 'Order notes', text(order.notes), ORDER_TEXT_LIMITS.notes));
  return issues;
}

/** Why a file is refused before its content is read (size and count), or null. */
export function uploadRefusal(file: { size: number }, filesAlreadyStaged: number): string | null {
  if (filesAlreadyStaged >= MAX_FILES_PER_ORDER) return UPLOAD_MESSAGES.tooMany;
  if (!Number.isFinite(file.size) || file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_FILE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
