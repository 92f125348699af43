import { describe, expect, it } from 'vitest';
import { checkoutOrderIssues, uploadRefusal, isValidZip, MAX_FILES_PER_ORDER, UPLOAD_MESSAGES, type CheckoutOrderInput } from './checkout-rules';

const valid: CheckoutOrderInput = {
  customerFirstName: 'Ana María',
  customerLastName: "O'Neil-Smith",
  customerEmail: 'ana@example.com',
  customerPhone: '+1 (850) 555-0100',
  serviceLevel: 'fast',
  destinationCountry: 'Spain',
  deliveryMethod: 'mail',
  hasReturnRate: true,
  shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
  documents: [{ documentType: 'Birth Certificate', files: ['a'] }],
  notes: '',
};

const fields = (order: CheckoutOrderInput) => checkoutOrderIssues(order).map((issue) => issue.field);

describe('checkoutOrderIssues', () => {
  it('accepts a complete order', () => {
    expect(checkoutOrderIssues(valid)).toEqual([]);
  });

  it('refuses 10,000 characters in any text field, naming the field', () => {
    const long = 'a'.repeat(10_000);
    expect(fields({ ...valid, notes: long })).toEqual(['notes']);
    expect(fields({ ...valid, customerFirstName: long })).toEqual(['customerFirstName']);
    expect(fields({ ...valid, shippingAddress: { ...valid.shippingAddress, street: long } })).toEqual(['shippingAddress.street']);
    expect(fields({ ...valid, shippingAddress: { ...valid.shippingAddress, notes: long } })).toEqual(['shippingAddress.notes']);
  });

  it('refuses emoji names, a phone of letters and a four-digit ZIP', () => {
    expect(fields({ ...valid, customerFirstName: 'Ana 😀' })).toEqual(['customerFirstName']);
    expect(fields({ ...valid, customerPhone: 'call me maybe' })).toEqual(['customerPhone']);
    expect(fields({ ...valid, customerPhone: '555-0100' })).toEqual(['customerPhone']);
    expect(fields({ ...valid, shippingAddress: { ...valid.shippingAddress, zipCode: '3230' } })).toEqual(['shippingAddress.zipCode']);
  });

  it('takes postal codes of other countries in their own shape', () => {
    expect(isValidZip('SW1A 1AA', 'United Kingdom')).toBe(true);
    expect(isValidZip('32301-1234', 'United States')).toBe(true);
    expect(isValidZip('3230', 'United States')).toBe(false);
  });

  it('needs a return rate for carrier delivery and a file for every document', () => {
    expect(fields({ ...valid, deliveryMethod: 'fedex', hasReturnRate: false })).toEqual(['selectedShippingRate']);
    expect(fields({ ...valid, documents: [{ documentType: 'Birth Certificate', files: [] }] })).toEqual(['documents[0].files']);
  });

  it('refuses more files than an order holds and the same file twice', () => {
    const files = Array.from({ length: MAX_FILES_PER_ORDER + 1 }, (_, i) => `f${i}`);
    expect(fields({ ...valid, documents: [{ documentType: 'Birth Certificate', files }] })).toEqual(['documents']);
    expect(
      fields({
        ...valid,
        documents: [
          { documentType: 'Birth Certificate', files: ['a'] },
          { documentType: 'Birth Certificate', files: ['a'] },
        ],
      }),
    ).toEqual(['documents[1].files']);
  });
});

describe('uploadRefusal', () => {
  it('refuses empty, oversized and the eleventh file', () => {
    expect(uploadRefusal({ size: 0 }, 0)).toBe(UPLOAD_MESSAGES.empty);
    expect(uploadRefusal({ size: 10 * 1024 * 1024 + 1 }, 0)).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(uploadRefusal({ size: 100 }, MAX_FILES_PER_ORDER)).toBe(UPLOAD_MESSAGES.tooMany);
    expect(uploadRefusal({ size: 10 * 1024 * 1024 }, 0)).toBeNull();
  });
});
