import { describe, expect, it } from 'vitest';
import { routeDataEntries, staleRouteData } from './route-data-age';
import { dataAgeDays, isStale, ROUTE_DATA_MAX_AGE_DAYS } from './dated-facts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('route data age', () => {
  it('counts whole UTC days', () => {
    expect(dataAgeDays('2026-11-26', day('2026-11-26'))).toBe(0);
    expect(dataAgeDays('2026-11-26', day('2027-11-26'))).toBe(365);
    expect(dataAgeDays('2026-11-26', day('2026-11-20'))).toBe(-6);
    expect(() => dataAgeDays('2026-02-30', day('2026-11-26'))).toThrow();
  });

  it('flags data older than the maximum age on an injected day', () => {
    expect(isStale('2026-11-26', day('2027-12-31'), ROUTE_DATA_MAX_AGE_DAYS)).toBe(false);
    expect(isStale('2026-11-26', day('2028-01-01'), ROUTE_DATA_MAX_AGE_DAYS)).toBe(true);
    expect(isStale('2026-11-26', day('2026-12-31'), ROUTE_DATA_MAX_AGE_DAYS)).toBe(false);
    expect(staleRouteData(day('2026-12-01'))).toEqual([]);
    const later = staleRouteData(day('2028-01-01'));
    expect(later.length).toBe(routeDataEntries().length);
    expect(later.map((e) => e.what)).toContain('Hague status: Viet Nam');
  });

  it('is not older than the maximum age today (review the sources and move asOf when this fails)', () => {
    expect(staleRouteData(new Date(), ROUTE_DATA_MAX_AGE_DAYS)).toEqual([]);
  });
});
