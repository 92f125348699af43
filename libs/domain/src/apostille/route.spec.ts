import { describe, expect, it } from 'vitest';
import { apostilleStatus, routeFor } from './route';
import { AS_OF, HAGUE_APOSTILLE_STATUS, SOURCE } from './hague-convention.data';
import { DESTINATION_COUNTRIES } from '../catalog/countries';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('routeFor', () => {
  it.each([
    ['Canada', '2024-01-10', 'legalization'],
    ['Canada', '2024-01-11', 'apostille'],
    ['China', '2023-11-06', 'legalization'],
    ['China', '2023-11-07', 'apostille'],
    ['Viet Nam', '2026-09-10', 'legalization'],
    ['Viet Nam', '2026-09-11', 'apostille'],
    ['Vietnam', '2026-09-11', 'apostille'],
    ['Algeria', '2026-07-08', 'legalization'],
    ['Algeria', '2026-07-09', 'apostille'],
    ['United Arab Emirates', '2026-11-01', 'legalization'],
    ['Other Country', '2026-11-01', 'legalization'],
    ['Atlantis', '2026-11-01', 'legalization'],
    ['Germany', '2026-11-01', 'apostille'],
    ['Germany', '1966-02-12', 'legalization'],
  ])('%s on %s → %s', (country, date, expected) => {
    expect(routeFor(country, day(date))).toBe(expected);
  });

  it('compares UTC calendar dates, not local times', () => {
    expect(routeFor('Canada', new Date('2024-01-10T23:59:59.999Z'))).toBe('legalization');
    expect(routeFor('Canada', new Date('2024-01-11T00:00:00.000Z'))).toBe('apostille');
    expect(routeFor('Canada', new Date('2024-01-11T23:59:59Z'))).toBe('apostille');
  });

  it('accepts case variations and ISO codes', () => {
    expect(routeFor('canada', day('2025-01-01'))).toBe('apostille');
    expect(routeFor('DE', day('2025-01-01'))).toBe('apostille');
  });

  it('rejects invalid dates', () => {
    expect(() => routeFor('Canada', new Date('nope'))).toThrow();
  });
});

describe('apostilleStatus', () => {
  it('reports the entry-into-force date, also before it', () => {
    expect(apostilleStatus('Viet Nam', day('2026-01-01'))).toEqual({ route: 'legalization', inForceFrom: '2026-09-11' });
    expect(apostilleStatus('Canada', day('2025-01-01'))).toEqual({ route: 'apostille', inForceFrom: '2024-01-11' });
    expect(apostilleStatus('United Arab Emirates', day('2025-01-01'))).toEqual({ route: 'legalization', inForceFrom: null });
  });
});

describe('Hague Convention data set', () => {
  it('is dated and sourced', () => {
    expect(AS_OF).toBe('2026-11-26');
    expect(SOURCE.url).toBe('https://www.hcch.net/en/instruments/conventions/status-table/?cid=41');
  });

  it('has exactly one entry for every destination country', () => {
    for (const c of DESTINATION_COUNTRIES) {
      if (c.iso2 === null) {
        expect(c.name).toBe('Other Country');
        continue;
      }
      expect(
        HAGUE_APOSTILLE_STATUS.filter((e) => e.iso2 === c.iso2),
        c.name,
      ).toHaveLength(1);
    }
    expect(HAGUE_APOSTILLE_STATUS).toHaveLength(DESTINATION_COUNTRIES.length - 1);
  });

  it('keeps party and date consistent and well-formed', () => {
    for (const e of HAGUE_APOSTILLE_STATUS) {
      if (e.party) expect(e.inForceFrom, e.iso2).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(e.inForceFrom, e.iso2).toBeNull();
      if (e.inForceFrom) expect(new Date(`${e.inForceFrom}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.inForceFrom);
    }
  });

  it('pins the known cases', () => {
    const get = (iso2: string) => HAGUE_APOSTILLE_STATUS.find((e) => e.iso2 === iso2);
    expect(get('CA')).toEqual({ iso2: 'CA', party: true, inForceFrom: '2024-01-11' });
    expect(get('CN')).toEqual({ iso2: 'CN', party: true, inForceFrom: '2023-11-07' });
    expect(get('VN')).toEqual({ iso2: 'VN', party: true, inForceFrom: '2026-09-11' });
    expect(get('AE')).toEqual({ iso2: 'AE', party: false, inForceFrom: null });
  });
});
