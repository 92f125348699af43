import { ADMIN_MESSAGES } from '@apostille/domain';
import { describe, expect, it } from 'vitest';
import {
  addressAndNotesOf,
  CREATE_ORDER_RULES,
  EDIT_ORDER_RULES,
  emptyCreateOrder,
  errorsOf,
  orderDetailsOf,
  paymentLinkProblem,
  toCreateOrderPayload,
  toOrderChanges,
  TOTAL_AMOUNT_INVALID,
} from './orderDraft';

describe('orderDetailsOf', () => {
  it('passes the choices through and reads the document count as a number', () => {
    const values = {
      serviceLevel: 'rush',
      documentType: 'Birth Certificate',
      documentCount: 3,
      destinationCountry: 'Spain',
      deliveryMethod: 'mail',
      notes: 'ignored',
    };
    expect(orderDetailsOf(values)).toEqual({
      serviceLevel: 'rush',
      documentType: 'Birth Certificate',
      documentCount: 3,
      destinationCountry: 'Spain',
      deliveryMethod: 'mail',
    });
  });
});

describe('addressAndNotesOf', () => {
  // A cleared react-admin input leaves null in the form.
  const values = {
    shippingStreet: ' 1 Main St ',
    shippingCity: 'Tallahassee',
    shippingState: '  ',
    shippingZipCode: null,
    shippingCountry: 'United States',
    shippingNotes: '',
    notes: ' call first ',
  };

  it('trims each field and gives the blank ones the value asked for', () => {
    expect(addressAndNotesOf(values, null)).toEqual({
      shippingStreet: '1 Main St',
      shippingCity: 'Tallahassee',
      shippingState: null,
      shippingZipCode: null,
      shippingCountry: 'United States',
      shippingNotes: null,
      notes: 'call first',
    });
    expect(addressAndNotesOf(values, undefined).shippingState).toBeUndefined();
  });
});

describe('Create Order rules (requirements A5)', () => {
  const valid = {
    ...emptyCreateOrder('United States'),
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '8505550123',
    serviceLevel: 'rush',
    documentType: 'Birth Certificate',
  };

  it('gives each empty required field its own message, and none to the optional address', () => {
    expect(errorsOf(emptyCreateOrder('United States'), CREATE_ORDER_RULES)).toEqual({
      firstName: ADMIN_MESSAGES.firstNameRequired,
      lastName: ADMIN_MESSAGES.lastNameRequired,
      email: ADMIN_MESSAGES.validEmailRequired,
      phone: ADMIN_MESSAGES.phoneRequired,
      serviceLevel: ADMIN_MESSAGES.serviceLevelRequired,
      documentType: ADMIN_MESSAGES.documentTypeRequired,
    });
    expect(errorsOf(valid, CREATE_ORDER_RULES)).toEqual({});
  });

  it('takes blanks for nothing, wants a real e-mail and a whole count of at least 1', () => {
    expect(errorsOf({ ...valid, firstName: '   ', email: 'ada@', documentCount: 0 }, CREATE_ORDER_RULES)).toEqual({
      firstName: ADMIN_MESSAGES.firstNameRequired,
      email: ADMIN_MESSAGES.validEmailRequired,
      documentCount: ADMIN_MESSAGES.documentCountMin,
    });
    expect(errorsOf({ ...valid, documentCount: 1.5 }, CREATE_ORDER_RULES).documentCount).toBe(ADMIN_MESSAGES.documentCountMin);
    expect(errorsOf({ ...valid, documentCount: null, destinationCountry: null, deliveryMethod: '' }, CREATE_ORDER_RULES)).toEqual({
      documentCount: ADMIN_MESSAGES.documentCountMin,
      destinationCountry: ADMIN_MESSAGES.destinationCountryRequired,
      deliveryMethod: ADMIN_MESSAGES.deliveryMethodRequired,
    });
  });

  it('marks the required fields for react-admin, not the optional ones', () => {
    expect(CREATE_ORDER_RULES.phone?.isRequired).toBe(true);
    expect(CREATE_ORDER_RULES.documentCount?.isRequired).toBe(true);
    expect(CREATE_ORDER_RULES.shippingStreet).toBeUndefined();
    expect(EDIT_ORDER_RULES.customerPhone).toBeUndefined();
  });

  it('sends the trimmed form, leaving blank address fields out', () => {
    expect(toCreateOrderPayload({ ...valid, firstName: ' Ada ', shippingCity: ' Miami ', notes: null })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '8505550123',
      serviceLevel: 'rush',
      documentType: 'Birth Certificate',
      documentCount: 1,
      destinationCountry: 'United States',
      deliveryMethod: 'mail',
      shippingStreet: undefined,
      shippingCity: 'Miami',
      shippingState: undefined,
      shippingZipCode: undefined,
      shippingCountry: undefined,
      shippingNotes: undefined,
      notes: undefined,
    });
  });
});

describe('Edit Order', () => {
  it('checks the total as money and sends blank optional texts as null', () => {
    expect(EDIT_ORDER_RULES.totalAmount?.(-1)).toBe(TOTAL_AMOUNT_INVALID);
    expect(EDIT_ORDER_RULES.totalAmount?.(10.005)).toBe(TOTAL_AMOUNT_INVALID);
    expect(EDIT_ORDER_RULES.totalAmount?.(null)).toBe(TOTAL_AMOUNT_INVALID);
    expect(EDIT_ORDER_RULES.totalAmount?.(0)).toBeUndefined();
    const changes = toOrderChanges({
      customerFirstName: 'Ada',
      customerLastName: 'L',
      customerEmail: 'a@b.co',
      customerPhone: ' ',
      documentCount: 2,
      totalAmount: 150.5,
      shippingNotes: null,
    });
    expect(changes).toMatchObject({ customerPhone: null, documentCount: 2, totalAmount: 150.5, shippingNotes: null });
  });
});

describe('Payment Link (requirements A5)', () => {
  it('wants a description and an amount above 0, with one message for both', () => {
    expect(paymentLinkProblem({ description: '', amount: null })).toBe(ADMIN_MESSAGES.invalidExtraCharge);
    expect(paymentLinkProblem({ description: 'Courier', amount: 0 })).toBe(ADMIN_MESSAGES.invalidExtraCharge);
    expect(paymentLinkProblem({ description: '  ', amount: 30 })).toBe(ADMIN_MESSAGES.invalidExtraCharge);
    expect(paymentLinkProblem({ description: 'Courier', amount: 30.001 })).toBe(ADMIN_MESSAGES.invalidExtraCharge);
    expect(paymentLinkProblem({ description: 'Courier', amount: 30 })).toBeNull();
  });
});
