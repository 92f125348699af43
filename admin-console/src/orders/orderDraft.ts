import { ADMIN_MESSAGES, isChargeAmount, isMoneyInput } from '@apostille/domain';
import type { CreateOrderPayload } from '../api/ordersApi';
import type { AdminOrder, EditableOrderField } from '../dataProvider/types';

/**
 * The rules and request bodies of the Create Order, Edit Order and Payment Link dialogs. Their forms
 * are react-admin forms: a value is what an input leaves in the form (text, a number from a
 * NumberInput, null once cleared), and a rule is a validator an input takes in `validate`.
 */

/** A value as react-admin's inputs leave it in the form. */
export type FormValue = string | number | null | undefined;

/** A validator in the shape react-admin's inputs take: the message of what is wrong, or undefined. */
export interface FieldRule {
  (value: FormValue): string | undefined;
  /** Read by react-admin: the input shows its required mark. */
  isRequired?: boolean;
}

/** The value as trimmed text ('' for nothing). */
export function textOf(value: FormValue): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function requiredRule(check: (value: FormValue) => boolean, message: string): FieldRule {
  const rule: FieldRule = (value) => (check(value) ? undefined : message);
  rule.isRequired = true;
  return rule;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Something other than blanks (a choice counts as text). */
export const requiredText = (message: string) => requiredRule((value) => textOf(value) !== '', message);

export const validEmail = (message: string) => requiredRule((value) => EMAIL.test(textOf(value)), message);

/** A whole number of at least 1. */
export const countAtLeastOne = (message: string) => requiredRule((value) => isCount(value), message);

/** A dollar amount of 0 or more with at most 2 decimals (requirements A5: ≥ 0, step 0.01). */
export const moneyAmount = (message: string) =>
  requiredRule((value) => value !== null && value !== undefined && textOf(value) !== '' && isMoneyInput(Number(value)), message);

/** An amount above 0 with at most 2 decimals: an extra charge (requirements A5). */
export const chargeAmount = (message: string) =>
  requiredRule((value) => value !== null && value !== undefined && textOf(value) !== '' && isChargeAmount(Number(value)), message);

export function isCount(value: FormValue): boolean {
  const text = textOf(value);
  return /^\d+$/.test(text) && Number(text) >= 1;
}

/** (not quoted in spec) Edit Order's total. */
export const TOTAL_AMOUNT_INVALID = 'Total must be 0 or more with at most 2 decimals';

export type OrderDetailsField = 'serviceLevel' | 'documentType' | 'documentCount' | 'destinationCountry' | 'deliveryMethod';
export type AddressField = 'shippingStreet' | 'shippingCity' | 'shippingState' | 'shippingZipCode' | 'shippingCountry' | 'shippingNotes' | 'notes';
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'shippingStreet',
  'shippingCity',
  'shippingState',
  'shippingZipCode',
  'shippingCountry',
  'shippingNotes',
  'notes',
];

/** The order block's rules (requirements A5, Create Order; Edit Order reuses them). */
export const ORDER_DETAILS_RULES: Record<OrderDetailsField, FieldRule> = {
  serviceLevel: requiredText(ADMIN_MESSAGES.serviceLevelRequired),
  documentType: requiredText(ADMIN_MESSAGES.documentTypeRequired),
  documentCount: countAtLeastOne(ADMIN_MESSAGES.documentCountMin),
  destinationCountry: requiredText(ADMIN_MESSAGES.destinationCountryRequired),
  deliveryMethod: requiredText(ADMIN_MESSAGES.deliveryMethodRequired),
};

/** The Create Order form's values. */
export type CreateOrderValues = Record<keyof CreateOrderPayload, FormValue>;

/** The Create Order rules and messages of requirements A5 (shipping address fields are optional). */
export const CREATE_ORDER_RULES: Partial<Record<keyof CreateOrderValues, FieldRule>> = {
  firstName: requiredText(ADMIN_MESSAGES.firstNameRequired),
  lastName: requiredText(ADMIN_MESSAGES.lastNameRequired),
  email: validEmail(ADMIN_MESSAGES.validEmailRequired),
  phone: requiredText(ADMIN_MESSAGES.phoneRequired),
  ...ORDER_DETAILS_RULES,
};

/** The Edit Order rules: the Create Order texts of requirements A5; the phone may be blank. */
export const EDIT_ORDER_RULES: Partial<Record<EditableOrderField, FieldRule>> = {
  customerFirstName: requiredText(ADMIN_MESSAGES.firstNameRequired),
  customerLastName: requiredText(ADMIN_MESSAGES.lastNameRequired),
  customerEmail: validEmail(ADMIN_MESSAGES.validEmailRequired),
  ...ORDER_DETAILS_RULES,
  totalAmount: moneyAmount(TOTAL_AMOUNT_INVALID),
};

/** The messages of a whole form under the rules, by field (what react-admin shows under each input). */
export function errorsOf<K extends string>(values: Partial<Record<K, FormValue>>, rules: Partial<Record<K, FieldRule>>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [name, rule] of Object.entries(rules) as [K, FieldRule][]) {
    const message = rule(values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** Requirements A9 defaults of a new Create Order form: United States, mail, 1 document. */
export function emptyCreateOrder(defaultCountry: string): CreateOrderValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    serviceLevel: '',
    documentType: '',
    documentCount: 1,
    destinationCountry: defaultCountry,
    deliveryMethod: 'mail',
    shippingStreet: '',
    shippingCity: '',
    shippingState: '',
    shippingZipCode: '',
    shippingCountry: '',
    shippingNotes: '',
    notes: '',
  };
}

/** The order block of a Create Order or Edit Order form as the API takes it. */
export function orderDetailsOf(values: Partial<Record<OrderDetailsField, FormValue>>) {
  return {
    serviceLevel: textOf(values.serviceLevel),
    documentType: textOf(values.documentType),
    documentCount: Number(textOf(values.documentCount)),
    destinationCountry: textOf(values.destinationCountry),
    deliveryMethod: textOf(values.deliveryMethod),
  };
}

/** The shipping address and notes of a form, trimmed; a blank one becomes `blank`. */
export function addressAndNotesOf<B>(values: Partial<Record<AddressField, FormValue>>, blank: B): Record<AddressField, string | B> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, textOf(values[name]) || blank])) as Record<AddressField, string | B>;
}

/** The request body of POST /api/admin/orders for a valid Create Order form. */
export function toCreateOrderPayload(values: CreateOrderValues): CreateOrderPayload {
  return {
    firstName: textOf(values.firstName),
    lastName: textOf(values.lastName),
    email: textOf(values.email),
    phone: textOf(values.phone),
    ...orderDetailsOf(values),
    // Blank address fields and notes are left out.
    ...addressAndNotesOf(values, undefined),
  };
}

/** A valid Edit Order form → the typed values the dataProvider sends in UpdateOrderInput (blank optional texts become null). */
export function toOrderChanges(values: Partial<Record<EditableOrderField, FormValue>>): Partial<AdminOrder> {
  return {
    customerFirstName: textOf(values.customerFirstName),
    customerLastName: textOf(values.customerLastName),
    customerEmail: textOf(values.customerEmail),
    customerPhone: textOf(values.customerPhone) || null,
    ...orderDetailsOf(values),
    ...addressAndNotesOf(values, null),
    totalAmount: Number(textOf(values.totalAmount)),
  };
}

/** The Payment Link form's values. */
export interface PaymentLinkValues {
  description: FormValue;
  amount: FormValue;
}

export const PAYMENT_LINK_RULES = {
  description: requiredText(ADMIN_MESSAGES.invalidExtraCharge),
  amount: chargeAmount(ADMIN_MESSAGES.invalidExtraCharge),
} satisfies Record<keyof PaymentLinkValues, FieldRule>;

/** Requirements A5: a description and an amount above 0, or "Please enter a valid description and amount."; null when valid. */
export function paymentLinkProblem(values: PaymentLinkValues): string | null {
  const errors = errorsOf<keyof PaymentLinkValues>(values, PAYMENT_LINK_RULES);
  return errors.description ?? errors.amount ?? null;
}
