import { describe, expect, it } from 'vitest';
import { getServiceTier, isServiceLevel, SERVICE_TIERS } from './service-tiers';
import { ADMIN_CUSTOM_DELIVERY_METHODS, ADMIN_SIMPLE_DELIVERY_METHODS, DELIVERY_METHODS, needsShippingCost } from './delivery-methods';
import { ADD_ONS } from './add-ons';
import { ADMIN_DOCUMENT_TYPES, DOCUMENT_TYPES } from './document-types';
import { DEFAULT_COUNTRY, DESTINATION_COUNTRIES, findDestinationCountry, US_STATES } from './countries';
import { buildCatalog } from './catalog';

describe('service tiers', () => {
  it('has the spec prices, names, badges and turnarounds', () => {
    expect(SERVICE_TIERS.map((t) => [t.key, t.name, t.priceCents, t.additionalPriceCents, t.badge, t.turnaround])).toEqual([
      ['lightning', 'LIGHTNING SPEED', 34700, 5500, 'FASTEST', 'Same day'],
      ['rush', 'RUSH SERVICE', 22700, 6500, 'POPULAR', '1 to 2 day turn-around'],
      ['fast', 'On A Budget', 15700, 7500, 'BEST VALUE', '10 day turn-around'],
    ]);
  });

  it('gives digital files to lightning and rush only', () => {
    expect(SERVICE_TIERS.filter((t) => t.includesDigitalFiles).map((t) => t.key)).toEqual(['lightning', 'rush']);
    for (const t of SERVICE_TIERS) {
      expect(t.features).toEqual(expect.arrayContaining(['Email support', 'Priority handling', 'Choose your shipping', 'Government fees additional']));
    }
  });

  it('recognises keys', () => {
    expect(isServiceLevel('rush')).toBe(true);
    expect(isServiceLevel('standard')).toBe(false);
    expect(getServiceTier('fast')?.name).toBe('On A Budget');
    expect(getServiceTier('nope')).toBeUndefined();
  });
});

describe('delivery methods and add-ons', () => {
  it('prices all customer methods at 0', () => {
    expect(DELIVERY_METHODS.map((m) => m.key)).toEqual(['mail', 'pickup', 'fedex', 'ups', 'dhl']);
    expect(DELIVERY_METHODS.every((m) => m.priceCents === 0)).toBe(true);
  });

  it('has the admin custom-order methods', () => {
    expect(ADMIN_CUSTOM_DELIVERY_METHODS.map((m) => [m.key, m.minPriceCents, m.maxPriceCents, m.needsShippingCost])).toEqual([
      ['mail', 0, 0, false],
      ['pickup', 0, 0, false],
      ['usps_priority', 3000, 3000, true],
      ['fedex_domestic', 3500, 5500, true],
      ['fedex_international', 6500, 8500, true],
    ]);
    expect(ADMIN_SIMPLE_DELIVERY_METHODS.map((m) => m.key)).toEqual(['mail', 'pickup']);
    expect(needsShippingCost('fedex_domestic')).toBe(true);
    expect(needsShippingCost('mail')).toBe(false);
  });

  it('has scanning at $15 and translation by quote', () => {
    expect(ADD_ONS.map((a) => [a.key, a.priceCents, a.pricing])).toEqual([
      ['scanning', 1500, 'fixed'],
      ['translation', 0, 'quote'],
    ]);
    expect(ADD_ONS[0].description).toBe('digital copies the same day the apostilles are received');
  });
});

describe('document types', () => {
  it('has 43 unique entries from Birth Certificate to Other Document Type', () => {
    expect(DOCUMENT_TYPES).toHaveLength(43);
    expect(new Set(DOCUMENT_TYPES).size).toBe(43);
    expect(DOCUMENT_TYPES[0]).toBe('Birth Certificate');
    expect(DOCUMENT_TYPES[42]).toBe('Other Document Type');
    expect(DOCUMENT_TYPES).toEqual(expect.arrayContaining(['FBI Background Check', 'State Background Check', 'Certificate of Good Standing']));
  });

  it('prefixes the admin-only types', () => {
    expect(ADMIN_DOCUMENT_TYPES.slice(0, 3)).toEqual(['Completed Apostille', 'Certified Copy', 'Translation']);
    expect(ADMIN_DOCUMENT_TYPES).toHaveLength(46);
  });
});

describe('countries', () => {
  it('has about 125 sorted entries ending with Other Country', () => {
    expect(DESTINATION_COUNTRIES.length).toBeGreaterThanOrEqual(120);
    expect(DESTINATION_COUNTRIES.length).toBeLessThanOrEqual(130);
    const last = DESTINATION_COUNTRIES[DESTINATION_COUNTRIES.length - 1];
    expect(last).toEqual({ name: 'Other Country', iso2: null });
    const names = DESTINATION_COUNTRIES.slice(0, -1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(DESTINATION_COUNTRIES.map((c) => c.iso2)).size).toBe(DESTINATION_COUNTRIES.length);
    expect(names).toContain(DEFAULT_COUNTRY);
  });

  it('finds countries by name, alias and code', () => {
    expect(findDestinationCountry('Viet Nam')?.name).toBe('Vietnam');
    expect(findDestinationCountry('türkiye')?.name).toBe('Turkey');
    expect(findDestinationCountry('ca')?.name).toBe('Canada');
    expect(findDestinationCountry('Atlantis')).toBeUndefined();
  });

  it('has 50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
  });
});

describe('buildCatalog', () => {
  const catalog = buildCatalog(new Date('2026-11-01T12:00:00Z'));

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
    expect(catalog.asOf).toBe('2026-11-01');
  });

  it('speaks dollars and cents for tiers', () => {
    expect(catalog.serviceTiers.find((t) => t.key === 'rush')).toMatchObject({
      price: 227,
      additionalPrice: 65,
      priceCents: 22700,
      additionalPriceCents: 6500,
    });
    expect(catalog.addOns.find((a) => a.key === 'scanning')?.price).toBe(15);
  });

  it('computes a route for every destination at the given date', () => {
    const route = (name: string) => catalog.destinationCountries.find((c) => c.name === name)?.route;
    expect(catalog.destinationCountries).toHaveLength(DESTINATION_COUNTRIES.length);
    expect(route('Germany')).toBe('apostille');
    expect(route('Vietnam')).toBe('apostille');
    expect(route('United Arab Emirates')).toBe('legalization');
    expect(route('Other Country')).toBe('legalization');
    expect(buildCatalog(new Date('2026-09-10T00:00:00Z')).destinationCountries.find((c) => c.name === 'Vietnam')?.route).toBe('legalization');
  });

  it('carries lists and limits', () => {
    expect(catalog.documentTypes).toHaveLength(43);
    expect(catalog.usStates).toHaveLength(51);
    expect(catalog.orderStatuses).toHaveLength(8);
    expect(catalog.limits.maxDocumentsPerOrder).toBe(10);
    expect(catalog.limits.stateGovernmentFeePerDocument).toBe(10);
    expect(catalog).not.toHaveProperty('fallbackShipping');
  });
});
