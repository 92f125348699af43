import { describe, expect, it } from 'vitest';
import { routeChangesFor, routeSnapshot } from './route-watch';
import { routeForDocument } from './document-route';
import { DomainValidationError } from '../errors';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const birth = { documentType: 'Birth Certificate' };

describe('routeChangesFor', () => {
  it('reports Viet Nam reaching its in-force date while an order is open, and what it costs', () => {
    const r = routeChangesFor({ documents: [birth], destinationCountry: 'Viet Nam', orderDate: day('2026-09-01') }, day('2026-09-11'));
    expect(r.changed).toBe(true);
    expect(r.changes).toHaveLength(1);
    const c = r.changes[0];
    expect(c.cause).toBe('in-force-date-reached');
    expect(c.before).toMatchObject({ kind: 'legalization', offices: ['state-FL', 'us-dos', 'embassy'], knownFeesCents: 3000 });
    expect(c.after).toMatchObject({ kind: 'apostille', offices: ['state-FL'], knownFeesCents: 1000 });
    expect(c.feeDeltaCents).toBe(-2000);
    expect(c.pendingFeesRemoved).toEqual(['Birth Certificate: Embassy legalization']);
    expect(c.message).toBe(
      'The Apostille Convention is in force for Vietnam from 2026-09-11. Birth Certificate now needs an apostille instead of legalization (state certificate, U.S. Department of State, embassy). Government fees charged change by -$20.00; fees pending review are no longer needed.',
    );
    expect(r.feeDeltaCents).toBe(-2000);
  });

  it('reports nothing the day before the in-force date, or for a route that stays', () => {
    expect(routeChangesFor({ documents: [birth], destinationCountry: 'Viet Nam', orderDate: day('2026-09-01') }, day('2026-09-10')).changed).toBe(false);
    expect(routeChangesFor({ documents: [birth], destinationCountry: 'Germany', orderDate: day('2026-09-01') }, day('2026-11-28')).changed).toBe(false);
  });

  it('reports Algeria on 2026-07-09 for every document of the order', () => {
    const r = routeChangesFor(
      { documents: [birth, { documentType: 'FBI Background Check' }], destinationCountry: 'Algeria', orderDate: day('2026-06-15') },
      day('2026-07-09'),
    );
    expect(r.changes.map((c) => [c.documentIndex, c.cause, c.feeDeltaCents])).toEqual([
      [0, 'in-force-date-reached', -2000],
      [1, 'in-force-date-reached', 0],
    ]);
  });

  it('reports a data change since the order was quoted', () => {
    const quoted = { ...routeSnapshot(routeForDocument({ ...birth, destinationCountry: 'Germany', date: day('2026-11-20') })), knownFeesCents: 500 };
    const r = routeChangesFor({ documents: [birth], destinationCountry: 'Germany', orderDate: day('2026-11-20'), quotedRoutes: [quoted] }, day('2026-11-28'));
    expect(r.changes[0]).toMatchObject({ cause: 'data-changed', feeDeltaCents: 500 });
  });

  it('refuses a check day before the order date', () => {
    expect(() => routeChangesFor({ documents: [birth], destinationCountry: 'Germany', orderDate: day('2026-11-20') }, day('2026-11-01'))).toThrow(
      DomainValidationError,
    );
  });
});
