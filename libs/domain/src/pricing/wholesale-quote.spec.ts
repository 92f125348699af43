import { describe, expect, it } from 'vitest';
import { MAX_SERVICE_FEE_DISCOUNT_PERCENT, percentOfCents, quote, wholesaleSavingsCents } from './quote';
import { WHOLESALE_TIERS } from './wholesale-tiers';
import { dollarsToCents } from '../money';

/** The worked example: rush, 3 documents, scanning, $9.45 return rate; service fees $372.00. */
const EXAMPLE = {
  serviceLevel: 'rush',
  documentCount: 3,
  deliveryMethod: 'mail',
  shippingRateCents: dollarsToCents(9.45),
  additionalServices: { scanning: true },
} as const;

describe('quote with a wholesale tier', () => {
  it('counts tier price, additional documents, add-ons and delivery as service fees', () => {
    const q = quote(EXAMPLE);
    expect(q.serviceFeesCents).toBe(22700 + 13000 + 1500 + q.deliveryPriceCents);
    expect(q.bulkDiscountCents).toBe(0);
    expect(q.bulkTier).toBeNull();
    expect(q.totalSavingsCents).toBe(0);
    expect(q.totalCents).toBe(41145);
  });

  it.each([
    ['partner', 3720],
    ['professional', 7440],
    ['enterprise', 11160],
  ])('takes the %s tier off the service fees only', (tier, discount) => {
    const q = quote({ ...EXAMPLE, wholesaleTier: tier });
    expect(q.bulkDiscountCents).toBe(discount);
    expect(q.bulkTier).toBe(tier);
    expect(q.bundleDiscountCents).toBe(0);
    expect(q.totalSavingsCents).toBe(discount);
    // Government fees and return shipping stay as charged to a retail customer.
    expect(q.stateGovernmentFeesCents).toBe(3000);
    expect(q.shippingPriceCents).toBe(945);
    expect(q.subtotalCents).toBe(41145);
    expect(q.totalCents).toBe(41145 - discount);
  });

  it('leaves government fees by route untouched', () => {
    const documents = [{ documentType: 'Birth Certificate', issuer: null }];
    const retail = quote({ serviceLevel: 'fast', documentCount: 1, documents, destinationCountry: 'Spain', orderDate: new Date('2026-11-28T12:00:00Z') });
    const wholesale = quote({
      serviceLevel: 'fast',
      documentCount: 1,
      documents,
      destinationCountry: 'Spain',
      orderDate: new Date('2026-11-28T12:00:00Z'),
      wholesaleTier: 'enterprise',
    });
    expect(wholesale.stateGovernmentFeesCents).toBe(retail.stateGovernmentFeesCents);
    expect(wholesale.governmentFees).toEqual(retail.governmentFees);
    expect(wholesale.totalCents).toBe(retail.totalCents - percentOfCents(15700, 30));
  });

  it('prices an unknown or missing tier as retail', () => {
    for (const wholesaleTier of [null, undefined, '', 'Gold']) {
      const q = quote({ ...EXAMPLE, wholesaleTier });
      expect(q.bulkDiscountCents).toBe(0);
      expect(q.bulkTier).toBeNull();
      expect(q.totalCents).toBe(41145);
    }
  });

  it('rounds a discount down to the cent', () => {
    expect(percentOfCents(1999, 30)).toBe(599);
    expect(percentOfCents(1999, 10)).toBe(199);
    expect(percentOfCents(0, 20)).toBe(0);
  });

  it('never saves more than 30% of the service fees, on any order size', () => {
    for (const tier of WHOLESALE_TIERS) {
      for (let documentCount = 1; documentCount <= 10; documentCount++) {
        for (const serviceLevel of ['fast', 'rush', 'lightning']) {
          const q = quote({ serviceLevel, documentCount, additionalServices: { scanning: true, translation: true }, wholesaleTier: tier.id });
          expect(q.totalSavingsCents).toBeLessThanOrEqual(percentOfCents(q.serviceFeesCents, MAX_SERVICE_FEE_DISCOUNT_PERCENT));
          expect(q.totalSavingsCents).toBe(percentOfCents(q.serviceFeesCents, tier.discountPercent));
        }
      }
    }
  });

  it('tells a retail customer what the best tier would save', () => {
    const q = quote(EXAMPLE);
    expect(wholesaleSavingsCents(q)).toBe(11160);
    expect(wholesaleSavingsCents(q)).toBe(quote({ ...EXAMPLE, wholesaleTier: 'enterprise' }).totalSavingsCents);
  });
});
