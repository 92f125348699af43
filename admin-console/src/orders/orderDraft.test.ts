import { describe, expect, it } from 'vitest';
import { addressAndNotesOf, orderDetailsOf } from './orderDraft';

describe('orderDetailsOf', () => {
  it('passes the choices through and reads the document count as a number', () => {
    const draft = { serviceLevel: 'rush', documentType: 'Birth Certificate', documentCount: '3', destinationCountry: 'Spain', deliveryMethod: 'mail', notes: 'ignored' };
    expect(orderDetailsOf(draft)).toEqual({ serviceLevel: 'rush', documentType: 'Birth Certificate', documentCount: 3, destinationCountry: 'Spain', deliveryMethod: 'mail' });
  });
});

describe('addressAndNotesOf', () => {
  const draft = { shippingStreet: ' 1 Main St ', shippingCity: 'Tallahassee', shippingState: '  ', shippingZipCode: '', shippingCountry: 'United States', shippingNotes: '', notes: ' call first ' };

  it('trims each field and gives the blank ones the value asked for', () => {
    expect(addressAndNotesOf(draft, null)).toEqual({
      shippingStreet: '1 Main St',
      shippingCity: 'Tallahassee',
      shippingState: null,
      shippingZipCode: null,
      shippingCountry: 'United States',
      shippingNotes: null,
      notes: 'call first',
    });
    expect(addressAndNotesOf(draft, undefined).shippingState).toBeUndefined();
  });
});
