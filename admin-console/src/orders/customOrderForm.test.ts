import { ADMIN_MESSAGES, ADMIN_ORDER_ENTRY_MESSAGES } from '@apostille/domain';
import { describe, expect, it } from 'vitest';
import {
  customOrderErrors,
  customOrderProblem,
  emptyCustomOrder,
  lineItemShippingProblem,
  newLineItem,
  parseMoney,
  shippingTotalCents,
  toCustomOrderPayload,
  totalCents,
  type CustomOrderValues,
  type LineItemValues,
} from './customOrderForm';

function item(overrides: Partial<LineItemValues> = {}): LineItemValues {
  return {
    id: 'item-1',
    documentType: 'Birth Certificate',
    documentCount: 1,
    street: '1 Main St',
    city: 'Tallahassee',
    state: 'FL',
    zipCode: '32301',
    country: 'United States',
    notes: '',
    deliveryMethod: 'mail',
    shippingCost: null,
    ...overrides,
  };
}

/** A filled-in form as react-admin's inputs leave it: NumberInput amounts are numbers, the shipping cost is typed text. */
function values(overrides: Partial<CustomOrderValues> = {}): CustomOrderValues {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '8505550123',
    serviceLevel: 'rush',
    destinationCountry: 'Spain',
    lineItems: [item()],
    basePrice: 227,
    stateFeesTotal: 30,
    additionalCharges: 10.1,
    discount: 0.2,
    ...overrides,
  };
}

describe('custom order total (cents, as the server checks it)', () => {
  it('is base + state fees + shipping + additional − discount, exact to the cent', () => {
    const withShipping = values({
      lineItems: [
        item({ deliveryMethod: 'usps_priority', shippingCost: '30.00' }),
        item({ id: 'item-2', deliveryMethod: 'fedex_international', shippingCost: '65.35' }),
      ],
    });
    expect(shippingTotalCents(withShipping)).toBe(9535);
    // 227.00 + 30.00 + 95.35 + 10.10 − 0.20
    expect(totalCents(withShipping)).toBe(36225);
  });

  it('ignores a leftover cost on mail and pickup, which have no cost input', () => {
    expect(shippingTotalCents(values({ lineItems: [item({ deliveryMethod: 'pickup', shippingCost: '99' })] }))).toBe(0);
    expect(totalCents(values())).toBe(26690);
  });

  it('counts an empty amount as 0 and is unknown while one is negative, has more than 2 decimals, or the discount exceeds the rest', () => {
    expect(parseMoney(null)).toBe(0);
    expect(parseMoney('')).toBe(0);
    expect(parseMoney(-1)).toBeNull();
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney(12.5)).toBe(12.5);
    expect(totalCents(values({ basePrice: null, stateFeesTotal: null, additionalCharges: null, discount: null }))).toBe(0);
    expect(totalCents(values({ discount: -5 }))).toBeNull();
    expect(totalCents(values({ basePrice: 0.001 }))).toBeNull();
    expect(totalCents(values({ discount: 1000 }))).toBeNull();
  });

  it("keeps a line item's shipping cost within its method's range", () => {
    expect(lineItemShippingProblem({ deliveryMethod: 'fedex_domestic', shippingCost: '20' })).toBe('FedEx Domestic shipping must be between $35 and $55');
    expect(lineItemShippingProblem({ deliveryMethod: 'fedex_domestic', shippingCost: '45' })).toBeNull();
    expect(lineItemShippingProblem({ deliveryMethod: 'usps_priority', shippingCost: '-3' })).toBe(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    expect(lineItemShippingProblem({ deliveryMethod: 'mail', shippingCost: null })).toBeNull();
    expect(shippingTotalCents(values({ lineItems: [item({ deliveryMethod: 'fedex_international', shippingCost: '90' })] }))).toBeNull();
  });

  it('sends dollars whose total matches the pricing', () => {
    const payload = toCustomOrderPayload(values({ lineItems: [item({ deliveryMethod: 'fedex_domestic', shippingCost: '35.55', documentCount: 3 })] }));
    expect(payload.customPricing).toEqual({
      basePrice: 227,
      stateFeesTotal: 30,
      shippingTotal: 35.55,
      additionalCharges: 10.1,
      discount: 0.2,
      totalAmount: 302.45,
    });
    expect(payload.lineItems[0]).toMatchObject({ id: 'item-1', documentCount: 3, deliveryMethod: 'fedex_domestic', shippingCost: 35.55 });
    expect(payload.lineItems[0].shippingAddress).toEqual({
      street: '1 Main St',
      city: 'Tallahassee',
      state: 'FL',
      zipCode: '32301',
      country: 'United States',
      notes: '',
    });
    expect(payload.customerInfo).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '8505550123' });
  });
});

describe('custom order validation (requirements A5)', () => {
  it('puts each problem under its input, for react-admin to show', () => {
    const errors = customOrderErrors(
      values({
        phone: ' ',
        serviceLevel: null,
        lineItems: [item(), item({ id: 'item-2', documentType: '', documentCount: 0, deliveryMethod: 'fedex_domestic', shippingCost: '20' })],
        basePrice: -1,
      }),
    );
    expect(errors).toEqual({
      phone: ADMIN_MESSAGES.customerInfoRequired,
      serviceLevel: ADMIN_MESSAGES.selectServiceLevel,
      lineItems: [
        {},
        {
          documentType: ADMIN_MESSAGES.selectLineItemDocumentType,
          documentCount: ADMIN_ORDER_ENTRY_MESSAGES.quantityMin,
          shippingCost: 'FedEx Domestic shipping must be between $35 and $55',
        },
      ],
      basePrice: ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney,
    });
    expect(customOrderErrors(values())).toEqual({});
  });

  it('reports one message at a time, in the order of requirements A5', () => {
    expect(customOrderProblem(emptyCustomOrder('United States'))).toBe(ADMIN_MESSAGES.customerInfoRequired);
    expect(customOrderProblem(values({ phone: ' ' }))).toBe(ADMIN_MESSAGES.customerInfoRequired);
    expect(customOrderProblem(values({ serviceLevel: '' }))).toBe(ADMIN_MESSAGES.selectServiceLevel);
    expect(customOrderProblem(values({ lineItems: [item(), item({ id: 'item-2', documentType: '' })] }))).toBe(ADMIN_MESSAGES.selectLineItemDocumentType);
    expect(customOrderProblem(values({ lineItems: [item({ documentCount: 0 })] }))).toBe(ADMIN_ORDER_ENTRY_MESSAGES.quantityMin);
    expect(customOrderProblem(values({ lineItems: [item({ deliveryMethod: 'usps_priority', shippingCost: '31' })] }))).toBe('USPS Priority shipping costs $30');
    expect(customOrderProblem(values({ discount: 5.555 }))).toBe(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    expect(customOrderProblem(values())).toBeNull();
  });

  it('reports a discount above the rest of the total, which no single input has wrong', () => {
    const tooMuch = values({ discount: 1000 });
    expect(customOrderErrors(tooMuch)).toEqual({});
    expect(customOrderProblem(tooMuch)).toBe(ADMIN_ORDER_ENTRY_MESSAGES.discountTooLarge);
  });

  it('starts with one mailed line item in the default country, each new one with its own id', () => {
    const empty = emptyCustomOrder('United States');
    expect(empty.lineItems).toHaveLength(1);
    expect(empty.lineItems[0]).toMatchObject({ documentCount: 1, country: 'United States', deliveryMethod: 'mail', shippingCost: null });
    expect(newLineItem('United States').id).not.toBe(newLineItem('United States').id);
  });
});
