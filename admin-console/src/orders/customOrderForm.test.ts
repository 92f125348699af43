import { ADMIN_MESSAGES, ADMIN_ORDER_ENTRY_MESSAGES } from '@apostille/domain';
import { describe, expect, it } from 'vitest';
import { customOrderProblem } from './CustomOrderDialog';
import { draftShippingTotalCents, draftTotalCents, lineItemShippingProblem, parseMoney, toCustomOrderPayload, type CustomOrderDraft, type LineItemDraft } from './customOrderForm';

function item(overrides: Partial<LineItemDraft> = {}): LineItemDraft {
  return {
    id: 'item-1',
    documentType: 'Birth Certificate',
    documentCount: '1',
    street: '1 Main St',
    city: 'Tallahassee',
    state: 'FL',
    zipCode: '32301',
    country: 'United States',
    notes: '',
    deliveryMethod: 'mail',
    shippingCost: '',
    ...overrides,
  };
}

function draft(overrides: Partial<CustomOrderDraft> = {}): CustomOrderDraft {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '8505550123',
    serviceLevel: 'rush',
    destinationCountry: 'Spain',
    lineItems: [item()],
    basePrice: '227.00',
    stateFeesTotal: '30',
    additionalCharges: '10.10',
    discount: '0.20',
    ...overrides,
  };
}

describe('custom order total (cents, as the server checks it)', () => {
  it('is base + state fees + shipping + additional − discount, exact to the cent', () => {
    const withShipping = draft({
      lineItems: [item({ deliveryMethod: 'usps_priority', shippingCost: '30' }), item({ id: 'item-2', deliveryMethod: 'fedex_international', shippingCost: '65.35' })],
    });
    expect(draftShippingTotalCents(withShipping)).toBe(9535);
    // 227.00 + 30.00 + 95.35 + 10.10 − 0.20
    expect(draftTotalCents(withShipping)).toBe(36225);
  });

  it('ignores a leftover cost on mail and pickup, which have no cost input', () => {
    expect(draftShippingTotalCents(draft({ lineItems: [item({ deliveryMethod: 'pickup', shippingCost: '99' })] }))).toBe(0);
    expect(draftTotalCents(draft())).toBe(26690);
  });

  it('is unknown while an amount is negative, has more than 2 decimals, or the discount exceeds the rest', () => {
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney('')).toBe(0);
    expect(draftTotalCents(draft({ discount: '-5' }))).toBeNull();
    expect(draftTotalCents(draft({ basePrice: '0.001' }))).toBeNull();
    expect(draftTotalCents(draft({ discount: '1000' }))).toBeNull();
  });

  it("keeps a line item's shipping cost within its method's range", () => {
    expect(lineItemShippingProblem({ deliveryMethod: 'fedex_domestic', shippingCost: '20' })).toBe('FedEx Domestic shipping must be between $35 and $55');
    expect(lineItemShippingProblem({ deliveryMethod: 'fedex_domestic', shippingCost: '45' })).toBeNull();
    expect(lineItemShippingProblem({ deliveryMethod: 'usps_priority', shippingCost: 'x' })).toBe(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    expect(lineItemShippingProblem({ deliveryMethod: 'mail', shippingCost: '' })).toBeNull();
    expect(draftShippingTotalCents(draft({ lineItems: [item({ deliveryMethod: 'fedex_international', shippingCost: '90' })] }))).toBeNull();
  });

  it('sends dollars whose total matches the pricing', () => {
    const payload = toCustomOrderPayload(draft({ lineItems: [item({ deliveryMethod: 'fedex_domestic', shippingCost: '35.55', documentCount: '3' })] }));
    expect(payload.customPricing).toEqual({ basePrice: 227, stateFeesTotal: 30, shippingTotal: 35.55, additionalCharges: 10.1, discount: 0.2, totalAmount: 302.45 });
    expect(payload.lineItems[0]).toMatchObject({ id: 'item-1', documentCount: 3, deliveryMethod: 'fedex_domestic', shippingCost: 35.55 });
    expect(payload.customerInfo).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '8505550123' });
  });

  it('reports the spec messages in order', () => {
    expect(customOrderProblem(draft({ phone: ' ' }))).toBe(ADMIN_MESSAGES.customerInfoRequired);
    expect(customOrderProblem(draft({ serviceLevel: '' }))).toBe(ADMIN_MESSAGES.selectServiceLevel);
    expect(customOrderProblem(draft({ lineItems: [item(), item({ id: 'item-2', documentType: '' })] }))).toBe(ADMIN_MESSAGES.selectLineItemDocumentType);
    expect(customOrderProblem(draft({ lineItems: [item({ documentCount: '0' })] }))).toMatch(/at least 1/);
    expect(customOrderProblem(draft())).toBeNull();
  });
});
