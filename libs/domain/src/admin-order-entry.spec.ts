import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_ENTRY_MESSAGES, customOrderShippingTotalCents, isChargeAmount, isMoneyInput, verifyCustomOrderPricing } from './admin-order-entry';
import { defaultShippingCost } from './catalog/delivery-methods';

const pricing = { basePrice: 199.99, stateFeesTotal: 20, shippingTotal: 65.5, additionalCharges: 10.1, discount: 5.2, totalAmount: 290.39 };
const items = [
  { deliveryMethod: 'usps_priority', shippingCost: 30 },
  { deliveryMethod: 'fedex_domestic', shippingCost: 35.5 },
  { deliveryMethod: 'mail', shippingCost: 12 },
];

describe('custom order pricing', () => {
  it('adds base, state fees, shipping and additional charges and subtracts the discount in cents', () => {
    expect(verifyCustomOrderPricing(pricing, items)).toEqual({
      pricing: { basePriceCents: 19999, stateFeesTotalCents: 2000, shippingTotalCents: 6550, additionalChargesCents: 1010, discountCents: 520 },
      totalCents: 29039,
    });
  });

  it('counts shipping only for methods with a shipping cost input', () => {
    expect(customOrderShippingTotalCents(items)).toBe(6550);
    expect(customOrderShippingTotalCents([{ deliveryMethod: 'pickup', shippingCost: 99 }])).toBe(0);
  });

  it('refuses a total that does not match, a wrong shipping total, bad amounts and a discount above the rest', () => {
    expect(() => verifyCustomOrderPricing({ ...pricing, totalAmount: 290.4 }, items)).toThrow(ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch);
    expect(() => verifyCustomOrderPricing({ ...pricing, shippingTotal: 65 }, items)).toThrow(ADMIN_ORDER_ENTRY_MESSAGES.shippingTotalMismatch);
    expect(() => verifyCustomOrderPricing({ ...pricing, basePrice: 1.001 }, items)).toThrow(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    expect(() => verifyCustomOrderPricing({ ...pricing, additionalCharges: -1 }, items)).toThrow(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    expect(() => verifyCustomOrderPricing({ ...pricing, discount: 1000, totalAmount: 0 }, items)).toThrow(ADMIN_ORDER_ENTRY_MESSAGES.discountTooLarge);
  });

  it("keeps each shipping cost within its method's range (A9)", () => {
    const one = (deliveryMethod: string, shippingCost: number) => customOrderShippingTotalCents([{ deliveryMethod, shippingCost }]);
    expect([
      one('usps_priority', 30),
      one('fedex_domestic', 35),
      one('fedex_domestic', 55),
      one('fedex_international', 65),
      one('fedex_international', 85),
    ]).toEqual([3000, 3500, 5500, 6500, 8500]);
    expect(() => one('usps_priority', 29.99)).toThrow('USPS Priority shipping costs $30');
    expect(() => one('fedex_domestic', 34.99)).toThrow('FedEx Domestic shipping must be between $35 and $55');
    expect(() => one('fedex_domestic', 55.01)).toThrow('FedEx Domestic shipping must be between $35 and $55');
    expect(() => one('fedex_international', 90)).toThrow('FedEx International shipping must be between $65 and $85');
    expect([
      defaultShippingCost('fedex_domestic'),
      defaultShippingCost('fedex_international'),
      defaultShippingCost('usps_priority'),
      defaultShippingCost('mail'),
    ]).toEqual(['35.00', '65.00', '30.00', '']);
  });

  it('accepts money inputs with at most 2 decimals and charges above 0', () => {
    expect([0, 1, 0.1, 12.34].every(isMoneyInput)).toBe(true);
    expect([-1, 1.234, Number.NaN, '5'].some(isMoneyInput)).toBe(false);
    expect(isChargeAmount(0)).toBe(false);
    expect(isChargeAmount(0.01)).toBe(true);
  });
});
