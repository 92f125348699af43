import {
  CHECKOUT_MESSAGES,
  DOCUMENT_TYPES,
  FALLBACK_DOMESTIC_RATES,
  isValidZip,
  ORDER_MESSAGES as M,
  ORDER_TEXT_LIMITS,
  quote,
  RATE_REQUEST_PACKAGE,
  RETURN_RATE_REQUIRED_MESSAGE,
  toShippingRateDto,
} from '@apostille/domain';
import { describe, expect, it } from 'vitest';
import { initialOrderValues, newDocumentEntry, type OrderFormValues } from './formValues';
import { quoteFor, toPaymentIntentRequest, toRatesRequest } from './payload';
import { orderFieldIssues, validationMessages } from './schema';
import { orderFieldProblems, toServerIssues, validateOrderForm } from './validation';
import {
  customerStepIssue,
  FILE_FOR_EVERY_DOCUMENT,
  isAddressComplete,
  mobileStepComplete,
  RETURN_SHIPPING_REQUIRED_TITLE,
  serviceStepIssue,
  submitIssue,
} from './steps';
import { convertStep, furthestStep, stepOfField } from './wizardSteps';

let staged = 0;
/** A file as the server staged it for the checkout. */
const pdf = (name: string, size = 1000, mimeType = 'application/pdf') => {
  staged += 1;
  return { id: `file-${staged}`, name, size, mimeType };
};

function completeValues(): OrderFormValues {
  const v = initialOrderValues('rush');
  const first = newDocumentEntry(DOCUMENT_TYPES[0]);
  first.files = [pdf('birth-1.pdf'), pdf('birth-2.pdf', 2000)];
  const second = newDocumentEntry('College Diploma');
  second.files = [pdf('diploma.png', 10, 'image/png')];
  return {
    ...v,
    customerFirstName: 'Ada',
    customerLastName: 'Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '8505551234',
    shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
    destinationCountry: 'Spain',
    deliveryMethod: 'mail',
    selectedShippingRate: toShippingRateDto(FALLBACK_DOMESTIC_RATES[0]),
    additionalServices: { scanning: true, translation: false },
    documents: [first, second],
    notes: ' please hurry ',
  };
}

/** The checks before payment, with the field rules applied as the form applies them. */
const checkBeforePayment = (v: Parameters<typeof submitIssue>[0]) => submitIssue(v, orderFieldIssues(v));

describe('initial values', () => {
  it('preselects a known service tier only', () => {
    expect(initialOrderValues('lightning').serviceLevel).toBe('lightning');
    expect(initialOrderValues('platinum').serviceLevel).toBe('');
    expect(initialOrderValues(null).shippingAddress.country).toBe('United States');
    expect(initialOrderValues().documents).toHaveLength(1);
  });
});

describe('yup schema (requirements C5 messages)', () => {
  it('accepts a complete order', () => {
    expect(validationMessages(completeValues())).toEqual([]);
  });

  it('reports every field message verbatim', () => {
    const v = initialOrderValues();
    v.documents = [newDocumentEntry()];
    v.shippingAddress.country = '';
    const messages = validationMessages(v);
    for (const m of [
      M.firstNameRequired,
      M.lastNameRequired,
      M.validEmailRequired,
      M.validPhoneRequired,
      M.serviceLevelRequired,
      M.destinationCountryRequired,
      M.documentTypeRequired,
      M.streetRequired,
      M.cityRequired,
      M.stateRequired,
      M.zipCodeRequired,
      M.countryRequired,
    ]) {
      expect(messages).toContain(m);
    }
  });

  it('checks lengths: phone ≥ 10, state ≥ 2, zip ≥ 5, valid email', () => {
    const v = completeValues();
    v.customerPhone = '123456789';
    v.customerEmail = 'not-an-email';
    v.shippingAddress.state = 'F';
    v.shippingAddress.zipCode = '3230';
    expect(validationMessages(v)).toEqual([M.validEmailRequired, M.validPhoneRequired, M.stateRequired, M.zipCodeRequired]);
  });

  it('needs at least one and at most 10 documents', () => {
    const v = completeValues();
    expect(validationMessages({ ...v, documents: [] })).toContain(M.atLeastOneDocumentRequired);
    const eleven = Array.from({ length: 11 }, () => newDocumentEntry('Birth Certificate'));
    expect(validationMessages({ ...v, documents: eleven })).toContain(M.maxDocuments);
  });
});

describe('step-level checks', () => {
  it('service step: service, documents, types, destination in that order', () => {
    const v = completeValues();
    expect(serviceStepIssue(v)).toBeNull();
    expect(serviceStepIssue({ ...v, serviceLevel: '' })).toBe(M.selectServiceLevel);
    expect(serviceStepIssue({ ...v, documents: [] })).toBe(M.addAtLeastOneDocument);
    expect(serviceStepIssue({ ...v, documents: [...v.documents, newDocumentEntry()] })).toBe(M.selectDocumentTypeForAll);
    expect(serviceStepIssue({ ...v, destinationCountry: '' })).toBe(M.selectDestination);
    expect(serviceStepIssue({ ...v, documents: [...v.documents, newDocumentEntry('Birth Certificate')] })).toBe(FILE_FOR_EVERY_DOCUMENT);
  });

  it('customer step: names, email, phone, address', () => {
    const v = completeValues();
    expect(customerStepIssue(v)).toBeNull();
    expect(customerStepIssue({ ...v, customerFirstName: ' ' })).toBe(M.firstNameRequired);
    expect(customerStepIssue({ ...v, customerLastName: '' })).toBe(M.lastNameRequired);
    expect(customerStepIssue({ ...v, customerEmail: '' })).toBe(M.enterEmail);
    expect(customerStepIssue({ ...v, customerPhone: '555-1234' })).toBe(M.enterValidPhone);
    expect(customerStepIssue({ ...v, shippingAddress: { ...v.shippingAddress, city: '' } })).toBe(M.completeShippingAddress);
  });

  it('the field rules, loaded on first use, give formik its per-field errors and the messages in order', async () => {
    const v = completeValues();
    expect(await validateOrderForm(v)).toEqual({});
    const broken = { ...v, customerFirstName: ' ', shippingAddress: { ...v.shippingAddress, zipCode: '1' } };
    expect(await validateOrderForm(broken)).toEqual({ customerFirstName: M.firstNameRequired, shippingAddress: { zipCode: M.zipCodeRequired } });
    expect((await orderFieldProblems(broken)).map((i) => i.message)).toEqual(validationMessages(broken));
  });

  it('submit: invalid ZIP first, then delivery method, then the first field error', () => {
    const v = completeValues();
    expect(checkBeforePayment(v)).toBeNull();
    expect(checkBeforePayment({ ...v, shippingAddress: { ...v.shippingAddress, zipCode: '3230x' } })).toEqual({
      title: M.invalidZipTitle,
      description: M.invalidZip,
      field: 'shippingAddress.zipCode',
    });
    expect(checkBeforePayment({ ...v, deliveryMethod: '' })).toMatchObject({ title: M.deliveryMethodRequiredTitle, field: 'deliveryMethod' });
    expect(checkBeforePayment({ ...v, customerPhone: '123' })).toEqual({
      title: M.formValidationErrorTitle,
      description: M.validPhoneRequired,
      field: 'customerPhone',
    });
    expect(checkBeforePayment({ ...v, documents: [newDocumentEntry('Birth Certificate')] })?.description).toBe(FILE_FOR_EVERY_DOCUMENT);
  });

  it('submit: a method that sends documents back needs a return rate; pickup needs none', () => {
    const v = completeValues();
    expect(checkBeforePayment({ ...v, selectedShippingRate: null })).toEqual({
      title: RETURN_SHIPPING_REQUIRED_TITLE,
      description: RETURN_RATE_REQUIRED_MESSAGE,
      field: 'selectedShippingRate',
    });
    expect(checkBeforePayment({ ...v, deliveryMethod: 'fedex', selectedShippingRate: null })?.title).toBe(RETURN_SHIPPING_REQUIRED_TITLE);
    expect(checkBeforePayment({ ...v, deliveryMethod: 'pickup', selectedShippingRate: null })).toBeNull();
  });

  it('ZIP: 5 digits (or ZIP+4) in the US, at least 5 characters elsewhere', () => {
    expect(isValidZip('32301', 'United States')).toBe(true);
    expect(isValidZip('32301-1234', 'United States')).toBe(true);
    expect(isValidZip('SW1A 1AA', 'United States')).toBe(false);
    expect(isValidZip('SW1A 1AA', 'United Kingdom')).toBe(true);
  });

  it('phone wizard steps are complete only when their fields are', () => {
    const v = completeValues();
    expect(Object.values(mobileStepComplete).every((fn) => fn(v))).toBe(true);
    const empty = initialOrderValues();
    expect(Object.values(mobileStepComplete).some((fn) => fn(empty))).toBe(false);
    expect(mobileStepComplete.shipping({ ...v, shippingAddress: { ...v.shippingAddress, zipCode: '123' } })).toBe(false);
    expect(isAddressComplete(empty.shippingAddress)).toBe(false);
    expect(mobileStepComplete.documents({ ...v, documents: [newDocumentEntry('Birth Certificate')] })).toBe(false);
  });
});

describe('payload mapping', () => {
  it('quote agrees with libs/domain quote() for the same inputs (documentCount = entries, fees by route)', () => {
    const v = completeValues();
    const today = new Date('2026-11-28T12:00:00Z');
    const q = quoteFor(v, today);
    expect(q).toEqual(
      quote({
        serviceLevel: 'rush',
        documentCount: 2,
        deliveryMethod: 'mail',
        shippingRateCents: 945,
        additionalServices: { scanning: true, translation: false },
        documents: [
          { documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' } },
          { documentType: 'College Diploma', issuer: { kind: 'us-state', state: 'FL' } },
        ],
        destinationCountry: 'Spain',
        orderDate: today,
      }),
    );
    // 227 + 65 + 2×10 + 15 + 9.45
    expect(q?.totalCents).toBe(33645);
    expect(quoteFor({ ...v, serviceLevel: '' })).toBeNull();
  });

  it('pickup neither charges nor sends a rate picked before the switch', () => {
    const v = { ...completeValues(), deliveryMethod: 'pickup' };
    expect(quoteFor(v)?.shippingPriceCents).toBe(0);
    expect(quoteFor(v)?.totalCents).toBe(33645 - 945);
    expect(toPaymentIntentRequest(v, 'k'.repeat(22)).selectedShippingRate).toBeNull();
  });

  it('rates request has residential true and the one package', () => {
    expect(toRatesRequest(completeValues().shippingAddress)).toEqual({
      toAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', residential: true },
      packages: [RATE_REQUEST_PACKAGE],
    });
  });

  it('payment intent request', () => {
    expect(toPaymentIntentRequest(completeValues(), 'k'.repeat(22))).toEqual({
      serviceLevel: 'rush',
      documentCount: 2,
      deliveryMethod: 'mail',
      selectedShippingRate: { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' },
      additionalServices: { scanning: true, translation: false },
      documentTypes: ['Birth Certificate', 'College Diploma'],
      customerEmail: 'ada@example.com',
      metadata: { serviceLevel: 'rush', customerName: 'Ada Lovelace' },
      checkoutKey: 'k'.repeat(22),
      order: {
        customerFirstName: 'Ada',
        customerLastName: 'Lovelace',
        customerEmail: 'ada@example.com',
        customerPhone: '8505551234',
        destinationCountry: 'Spain',
        shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
        documents: [
          { documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' }, files: [expect.any(String), expect.any(String)] },
          { documentType: 'College Diploma', issuer: { kind: 'us-state', state: 'FL' }, files: [expect.any(String)] },
        ],
        notes: 'please hurry',
      },
    });
  });

  it("the order of the payment intent names each document's staged files by id", () => {
    const v = completeValues();
    const order = toPaymentIntentRequest(v, 'k'.repeat(22)).order;
    expect(order.documents.map((d) => d.files)).toEqual(v.documents.map((d) => d.files.map((f) => f.id)));
  });
});

describe('the checkout rules at the field (libs/domain, as the server applies them)', () => {
  it('refuses what the server refuses, at the field, with its reason', async () => {
    const v = completeValues();
    const broken: OrderFormValues = {
      ...v,
      customerFirstName: 'Ada 😀',
      customerPhone: 'call me maybe',
      shippingAddress: { ...v.shippingAddress, zipCode: '3230x', street: 'x'.repeat(ORDER_TEXT_LIMITS.street + 1) },
      notes: 'n'.repeat(10_000),
    };
    expect(await validateOrderForm(broken)).toEqual({
      customerFirstName: CHECKOUT_MESSAGES.nameCharacters('First name'),
      customerPhone: CHECKOUT_MESSAGES.phoneCharacters,
      shippingAddress: { zipCode: CHECKOUT_MESSAGES.zipFormat, street: CHECKOUT_MESSAGES.tooLong('Street address', ORDER_TEXT_LIMITS.street) },
      notes: CHECKOUT_MESSAGES.tooLong('Order notes', ORDER_TEXT_LIMITS.notes),
    });
  });

  it("keeps the spec's messages first: a 4-digit ZIP is 'Valid ZIP code is required' at the field, the 5-digit message before payment", () => {
    const v = completeValues();
    const fourDigits = { ...v, shippingAddress: { ...v.shippingAddress, zipCode: '3230' } };
    expect(validationMessages(fourDigits)).toEqual([M.zipCodeRequired]);
    expect(checkBeforePayment(fourDigits)).toEqual({ title: M.invalidZipTitle, description: M.invalidZip, field: 'shippingAddress.zipCode' });
    expect(customerStepIssue(fourDigits)).toBe(CHECKOUT_MESSAGES.zipFormat);
  });

  it('10,000 characters of notes never reach the payment step', () => {
    const v = { ...completeValues(), notes: 'n'.repeat(10_000) };
    expect(checkBeforePayment(v)).toEqual({
      title: M.formValidationErrorTitle,
      description: CHECKOUT_MESSAGES.tooLong('Order notes', ORDER_TEXT_LIMITS.notes),
      field: 'notes',
    });
  });

  it('a document without a file is refused at its own file list', async () => {
    const v = completeValues();
    v.documents[1].files = [];
    expect(await validateOrderForm(v)).toEqual({ documents: [undefined, { files: CHECKOUT_MESSAGES.documentNeedsFile }] });
  });

  it("the server's refusals stay on their field until its value changes", async () => {
    const v = completeValues();
    const issues = toServerIssues([{ field: 'documents[0].files', message: CHECKOUT_MESSAGES.fileNotStaged }], v);
    expect(await validateOrderForm(v, issues)).toEqual({ documents: [{ files: CHECKOUT_MESSAGES.fileNotStaged }] });
    const changed = { ...v, documents: [{ ...v.documents[0], files: [pdf('again.pdf')] }, v.documents[1]] };
    expect(await validateOrderForm(changed, issues)).toEqual({});
  });

  it("a phone's customer step is complete only when the server would take it", () => {
    const v = completeValues();
    expect(mobileStepComplete.customer({ ...v, customerLastName: 'L😀' })).toBe(false);
    expect(mobileStepComplete.customer({ ...v, customerPhone: 'abcdefghijkl' })).toBe(false);
  });
});

describe('steps of the two presentations', () => {
  it('finds the step of a refused field', () => {
    expect(stepOfField('customerFirstName', 'desktop')).toBe(1);
    expect(stepOfField('shippingAddress.zipCode', 'desktop')).toBe(1);
    expect(stepOfField('documents[1].files', 'desktop')).toBe(0);
    expect(stepOfField('selectedShippingRate', 'desktop')).toBe(1);
    expect(stepOfField('notes', 'desktop')).toBe(2);
    expect(stepOfField('customerFirstName', 'phone')).toBe(0);
    expect(stepOfField('shippingAddress.zipCode', 'phone')).toBe(1);
    expect(stepOfField('destinationCountry', 'phone')).toBe(2);
    expect(stepOfField('documents[1].files', 'phone')).toBe(3);
    expect(stepOfField('notes', 'phone')).toBe(3);
  });

  it('carries a saved step over to the other presentation', () => {
    expect(convertStep(2, 'desktop', 'desktop')).toBe(2);
    expect(convertStep(3, 'desktop', 'phone')).toBe(4);
    expect(convertStep(1, 'desktop', 'phone')).toBe(0);
    expect(convertStep(4, 'phone', 'desktop')).toBe(3);
    expect(convertStep(3, 'phone', 'desktop')).toBe(0);
  });

  it('never lets the address skip a step the values cannot leave', () => {
    const v = completeValues();
    expect(furthestStep(v, 'desktop')).toBe(3);
    expect(furthestStep(v, 'phone')).toBe(4);
    expect(furthestStep({ ...v, customerEmail: '' }, 'desktop')).toBe(1);
    expect(furthestStep({ ...v, serviceLevel: '' }, 'desktop')).toBe(0);
    expect(furthestStep({ ...v, serviceLevel: '' }, 'phone')).toBe(2);
    expect(furthestStep(initialOrderValues(), 'phone')).toBe(0);
  });
});
