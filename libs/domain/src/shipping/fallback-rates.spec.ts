import { describe, expect, it } from 'vitest';
import {
  FALLBACK_DOMESTIC_RATES,
  FALLBACK_INTERNATIONAL_RATES,
  fallbackRatesFor,
  formatDeliveryDays,
  RATE_REQUEST_PACKAGE,
  toShippingRateDto,
} from './fallback-rates';

describe('fallback shipping rates', () => {
  it('uses domestic rates only for exactly "United States"', () => {
    expect(fallbackRatesFor('United States')).toBe(FALLBACK_DOMESTIC_RATES);
    expect(fallbackRatesFor('Canada')).toBe(FALLBACK_INTERNATIONAL_RATES);
    expect(fallbackRatesFor('united states')).toBe(FALLBACK_INTERNATIONAL_RATES);
    expect(fallbackRatesFor('')).toBe(FALLBACK_INTERNATIONAL_RATES);
  });

  it('has the domestic amounts and days of the spec', () => {
    expect(FALLBACK_DOMESTIC_RATES.map((r) => [r.carrier, r.costCents, r.deliveryDays])).toEqual([
      ['USPS', 945, 2],
      ['USPS', 970, 2],
      ['USPS', 1030, 2],
      ['USPS', 3250, 1],
      ['FEDEX', 3000, 2],
      ['FEDEX', 4000, 1],
      ['FEDEX', 5500, 1],
    ]);
  });

  it('has the international amounts and days of the spec', () => {
    expect(FALLBACK_INTERNATIONAL_RATES.map((r) => [r.carrier, r.costCents, r.deliveryDays])).toEqual([
      ['USPS', 3295, 7],
      ['USPS', 5450, 3],
      ['FEDEX', 6500, 5],
      ['FEDEX', 8500, 3],
    ]);
  });

  it('uses unique, stable rate ids in USD', () => {
    const all = [...FALLBACK_DOMESTIC_RATES, ...FALLBACK_INTERNATIONAL_RATES];
    expect(new Set(all.map((r) => r.rateId)).size).toBe(all.length);
    expect(all.every((r) => r.currency === 'USD' && r.rateId.startsWith('fallback-'))).toBe(true);
    expect(FALLBACK_DOMESTIC_RATES[0].rateId).toBe('fallback-usps-priority-flat');
  });

  it('converts to the dollar DTO', () => {
    expect(toShippingRateDto(FALLBACK_DOMESTIC_RATES[0])).toMatchObject({ cost: 9.45, carrier: 'USPS', deliveryDays: 2 });
  });

  it('formats delivery days and fixes the package', () => {
    expect(formatDeliveryDays(1)).toBe('1 business day');
    expect(formatDeliveryDays(7)).toBe('7 business days');
    expect(RATE_REQUEST_PACKAGE).toEqual({ weight: 0.5, length: 12, width: 9, height: 2 });
  });
});
