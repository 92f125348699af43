import { describe, expect, it } from 'vitest';
import { routeForDocument, ROUTE_EARLIEST_DATE, type DocumentRoute } from './document-route';
import type { IssuerRef } from './document-issuers';
import { DomainValidationError } from '../errors';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const FL: IssuerRef = { kind: 'us-state', state: 'FL' };
const FBI: IssuerRef = { kind: 'federal-agency', agency: 'FBI' };
const offices = (r: DocumentRoute) => r.steps.map((s) => s.office);
const codes = (r: DocumentRoute) => r.risks.map((x) => x.code);

describe('routeForDocument', () => {
  it.each<[string, string, IssuerRef | undefined, string, 'apostille' | 'legalization', string[], number, number]>([
    // type, destination, issuer, date, → kind, offices, known fee cents, pending fee count
    ['FBI Background Check', 'Spain', undefined, '2026-11-28', 'apostille', ['us-dos'], 2000, 0],
    ['FBI Background Check', 'United Arab Emirates', FBI, '2026-11-28', 'legalization', ['us-dos', 'embassy'], 2000, 1],
    ['Birth Certificate', 'Germany', undefined, '2026-11-28', 'apostille', ['state-FL'], 1000, 0],
    ['Birth Certificate', 'United Arab Emirates', FL, '2026-11-28', 'legalization', ['state-FL', 'us-dos', 'embassy'], 3000, 1],
    ['Birth Certificate', 'Algeria', FL, '2026-07-08', 'legalization', ['state-FL', 'us-dos', 'embassy'], 3000, 1],
    ['Birth Certificate', 'Algeria', FL, '2026-07-09', 'apostille', ['state-FL'], 1000, 0],
    ['Birth Certificate', 'Viet Nam', FL, '2026-09-10', 'legalization', ['state-FL', 'us-dos', 'embassy'], 3000, 1],
    ['Birth Certificate', 'Vietnam', FL, '2026-09-11', 'apostille', ['state-FL'], 1000, 0],
    ['Court Judgment', 'Germany', FL, '2026-11-28', 'apostille', ['state-FL'], 2000, 0],
    ['Birth Certificate', 'Philippines', FL, '2026-11-28', 'apostille', ['state-FL'], 1000, 0],
    ['Birth Certificate', 'China', { kind: 'us-state', state: 'CA' }, '2026-11-28', 'apostille', ['state-CA'], 2000, 0],
    ['Power of Attorney', 'Mexico', { kind: 'us-state', state: 'NY' }, '2026-11-28', 'apostille', ['ny-county-clerk', 'state-NY'], 1000, 1],
    ['Power of Attorney', 'Mexico', { kind: 'us-state', state: 'GA' }, '2026-11-28', 'apostille', ['state-GA'], 0, 1],
    ['Court Order', 'Italy', { kind: 'federal-court', court: 'U.S. District Court, S.D. Florida' }, '2026-11-28', 'apostille', ['federal-court-clerk'], 0, 1],
    ['Court Order', 'Qatar', { kind: 'federal-court' }, '2026-11-28', 'legalization', ['federal-court-clerk', 'us-dos', 'embassy'], 2000, 2],
  ])('%s for %s (%j) on %s → %s', (documentType, destinationCountry, issuer, date, kind, expectedOffices, known, pending) => {
    const r = routeForDocument({ documentType, issuer, destinationCountry, date: day(date) });
    expect(r.status).toBe('confirmed');
    expect(r.kind).toBe(kind);
    expect(offices(r)).toEqual(expectedOffices);
    expect(r.knownFeesCents).toBe(known);
    expect(r.pendingFees).toHaveLength(pending);
  });

  it('sends an FBI check to the Department of State with its rejection risks', () => {
    const r = routeForDocument({ documentType: 'FBI Background Check', destinationCountry: 'Spain', date: day('2026-11-28') });
    expect(r.issuer.kind).toBe('federal-agency');
    expect(r.steps[0]).toMatchObject({ officeName: 'U.S. Department of State, Office of Authentications', issues: 'Apostille' });
    expect(r.steps[0].fee).toMatchObject({ status: 'known', cents: 2000 });
    expect(r.risks.find((x) => x.code === 'fbi-notarized')?.message).toBe('Do not notarize an FBI check: a notarized federal document is no longer valid.');
    expect(codes(r)).toEqual(expect.arrayContaining(['photocopy', 'fbi-to-state', 'fbi-age-spain']));
    expect(r.summary).toBe('Apostille from U.S. Department of State, Office of Authentications');
  });

  it('warns about Florida vital records from county health departments', () => {
    const r = routeForDocument({ documentType: 'Birth Certificate', destinationCountry: 'Germany', date: day('2026-11-28') });
    expect(r.risks.find((x) => x.code === 'fl-state-registrar')?.message).toContain('copies from a county health department are refused');
    expect(r.steps[0].time).toMatchObject({ minBusinessDays: 5, maxBusinessDays: null });
  });

  it('spells out the non-Hague chain and does not charge the embassy fee', () => {
    const r = routeForDocument({ documentType: 'Birth Certificate', destinationCountry: 'UAE', date: day('2026-11-28') });
    expect(r.steps.map((s) => s.issues)).toEqual([
      'Notarial certificate (Certificate of Notarial Authority)',
      'Authentication certificate',
      'Embassy legalization',
    ]);
    expect(r.pendingFees[0]).toMatchObject({ reason: 'Embassy fee quoted after review', expectedCents: null });
    expect(r.summary).toContain('embassy fee quoted after review');
    expect(codes(r)).toEqual(expect.arrayContaining(['chain-order', 'translation', 'embassy-jurisdiction']));
    expect(r.typicalTime).toEqual({ minBusinessDays: 6, maxBusinessDays: null });
  });

  it('quotes an unverified state fee after review, with the amount its source suggests', () => {
    const r = routeForDocument({ documentType: 'Affidavit', issuer: { kind: 'us-state', state: 'WA' }, destinationCountry: 'France', date: day('2026-11-28') });
    expect(r.knownFeesCents).toBe(0);
    expect(r.pendingFees).toEqual([expect.objectContaining({ reason: 'Fee confirmed after review', expectedCents: 1500 })]);
  });

  describe('objection pairs', () => {
    it('do not change a U.S. document: only objections between the United States and the destination matter', () => {
      const ph = routeForDocument({ documentType: 'Birth Certificate', destinationCountry: 'Philippines', date: day('2026-11-28') });
      expect(ph.objection).toBeNull();
      const cn = routeForDocument({ documentType: 'Birth Certificate', destinationCountry: 'China', date: day('2026-11-28') });
      expect(cn).toMatchObject({ kind: 'apostille', objection: null });
    });

    it('are reported for a document issued abroad, whose route is confirmed after review', () => {
      const r = routeForDocument({
        documentType: 'Birth Certificate',
        issuer: { kind: 'foreign-country', country: 'Philippines' },
        destinationCountry: 'Germany',
        date: day('2026-11-28'),
      });
      expect(r.status).toBe('review');
      expect(r.objection).toMatchObject({ objector: 'DE', acceding: 'PH' });
      const india = routeForDocument({
        documentType: 'Birth Certificate',
        issuer: { kind: 'foreign-country', country: 'India' },
        destinationCountry: 'China',
        date: day('2026-11-28'),
      });
      expect(india.objection).toMatchObject({ objector: 'IN', acceding: 'CN' });
    });
  });

  describe('bad input', () => {
    const base = { documentType: 'Birth Certificate', destinationCountry: 'Germany', date: day('2026-11-28') };

    it('confirms "Other Country" after review, with no route and no fee guessed', () => {
      const r = routeForDocument({ ...base, destinationCountry: 'Other Country' });
      expect(r).toMatchObject({ status: 'review', kind: 'review', steps: [], knownFeesCents: 0 });
      expect(r.summary).toBe('We confirm the route after review: the destination is not in our list of countries.');
      expect(r.pendingFees).toHaveLength(1);
    });

    it('refuses an unknown destination name, state or country', () => {
      expect(() => routeForDocument({ ...base, destinationCountry: 'Atlantis' })).toThrow('Unknown destination country: Atlantis');
      expect(() => routeForDocument({ ...base, issuer: { kind: 'us-state', state: 'ZZ' } })).toThrow('Unknown issuing state: ZZ');
      expect(() => routeForDocument({ ...base, issuer: { kind: 'foreign-country', country: 'Atlantis' } })).toThrow('Unknown issuing country: Atlantis');
      expect(() => routeForDocument({ ...base, documentType: 'Treasure Map' })).toThrow(DomainValidationError);
    });

    it('refuses an FBI check marked as issued by a state', () => {
      const attempt = () => routeForDocument({ ...base, documentType: 'FBI Background Check', issuer: FL });
      expect(attempt).toThrow(DomainValidationError);
      expect(attempt).toThrow('An FBI background check is a federal document');
    });

    it('refuses a birth certificate marked as federal', () => {
      expect(() => routeForDocument({ ...base, issuer: FBI })).toThrow(
        'A Birth Certificate cannot be issued by a U.S. federal agency; choose a U.S. state or another country.',
      );
    });

    it('refuses dates that are invalid or before the data, and reviews dates beyond it', () => {
      expect(() => routeForDocument({ ...base, date: new Date('nope') })).toThrow(DomainValidationError);
      expect(() => routeForDocument({ ...base, date: day('1999-01-01') })).toThrow(
        `Date too far in the past: routes and fees are known from ${ROUTE_EARLIEST_DATE}`,
      );
      const far = routeForDocument({ ...base, date: day('2090-01-01') });
      expect(far).toMatchObject({ status: 'review', knownFeesCents: 0 });
      expect(far.summary).toContain('does not reach 2090-01-01');
    });

    it('reviews documents used in the United States', () => {
      expect(routeForDocument({ ...base, destinationCountry: 'United States' }).status).toBe('review');
    });
  });
});
