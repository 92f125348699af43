import { describe, expect, it } from 'vitest';
import { documentRouteViews } from './route-view';
import { formatTypicalDays, isRouteOffice, officeBatchSheet, ROUTE_OFFICES, routeOfficeName } from './office-batch';

const ON = new Date('2026-11-27T12:00:00Z');

describe('office batch sheet', () => {
  it('offers every issuing authority, federal offices first', () => {
    expect(ROUTE_OFFICES[0].id).not.toMatch(/^state-/);
    expect(isRouteOffice('us-dos')).toBe(true);
    expect(isRouteOffice('state-FL')).toBe(true);
    expect(isRouteOffice('nowhere')).toBe(false);
    expect(routeOfficeName('us-dos')).toMatch(/Department of State/);
  });

  it('lists the FBI check going to Spain under the Department of State, not under Florida', () => {
    const routes = documentRouteViews({
      documents: [{ documentType: 'FBI Background Check' }, { documentType: 'Birth Certificate' }],
      destinationCountry: 'Spain',
      date: ON,
    });
    const order = { orderId: 1, orderNumber: 'A-1', customerName: 'Ada Lovelace', status: 'pending', destinationCountry: 'Spain', documentRoutes: routes };
    const dos = officeBatchSheet({ id: 'us-dos', name: 'U.S. Department of State' }, [order], ON);
    expect(dos.orders).toHaveLength(1);
    expect(dos.orders[0].documents).toEqual([expect.objectContaining({ documentNumber: 1, documentType: 'FBI Background Check', feeCents: 2000 })]);
    expect(dos).toMatchObject({ documentCount: 1, knownFeesCents: 2000, pendingFeeCount: 0 });
    const florida = officeBatchSheet({ id: 'state-FL', name: 'Florida' }, [order], ON);
    expect(florida.orders[0].documents.map((d) => d.documentType)).toEqual(['Birth Certificate']);
    expect(officeBatchSheet({ id: 'embassy', name: 'Embassy' }, [order], ON).orders).toEqual([]);
  });
});

describe('formatTypicalDays', () => {
  it('reads a range, an open end, one day and an unknown time', () => {
    expect(formatTypicalDays({ min: 3, max: 5 })).toBe('3–5 business days');
    expect(formatTypicalDays({ min: 10, max: null })).toBe('10+ business days');
    expect(formatTypicalDays({ min: 1, max: 1 })).toBe('1 business day');
    expect(formatTypicalDays(null)).toBe('Not known');
  });
});
