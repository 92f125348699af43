import { describe, expect, it } from 'vitest';
import { documentRouteViews } from './route-view';
import { checkoutOrderIssues } from '../orders/checkout-rules';

const ON = new Date('2026-11-27T12:00:00Z');

describe('documentRouteViews', () => {
  it('shows an FBI check for Spain going to the U.S. Department of State at $20, with its risks', () => {
    const [view] = documentRouteViews({ documents: [{ documentType: 'FBI Background Check' }], destinationCountry: 'Spain', date: ON });
    expect(view).toMatchObject({ documentNumber: 1, kind: 'apostille', issuer: { kind: 'federal-agency' }, knownFeesCents: 2000, pendingFees: [] });
    expect(view.steps).toEqual([expect.objectContaining({ office: 'us-dos', issues: 'Apostille', feeCents: 2000, feeNote: null })]);
    expect(view.risks.some((risk) => /notariz/i.test(risk))).toBe(true);
    expect(view.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the legalization chain for a Florida birth certificate used in the UAE, the embassy fee pending', () => {
    const [view] = documentRouteViews({ documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'United Arab Emirates', date: ON });
    expect(view.kind).toBe('legalization');
    expect(view.steps.map((step) => step.office)).toEqual(['state-FL', 'us-dos', 'embassy']);
    expect(view.steps[2]).toMatchObject({ feeCents: null, feeNote: 'Embassy fee quoted after review' });
    expect(view.knownFeesCents).toBe(1000 + 2000);
    expect(view.pendingFees).toHaveLength(1);
  });
});

describe('checkout rules: issued in / by', () => {
  const order = (issuer: unknown) => ({
    customerFirstName: 'Ana',
    customerLastName: 'Diaz',
    customerEmail: 'ana@example.com',
    customerPhone: '8505550100',
    serviceLevel: 'standard',
    destinationCountry: 'Spain',
    deliveryMethod: 'mail',
    hasReturnRate: true,
    shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' },
    documents: [{ documentType: 'FBI Background Check', issuer: issuer as never, files: ['a'] }],
  });

  it('refuses an FBI check marked as issued by a state, at the field', () => {
    const issues = checkoutOrderIssues(order({ kind: 'us-state', state: 'FL' })).filter((issue) => issue.field.startsWith('documents'));
    expect(issues).toEqual([expect.objectContaining({ field: 'documents[0].issuer', message: expect.stringContaining('federal document') })]);
  });

  it('accepts the default and the federal issuer', () => {
    expect(checkoutOrderIssues(order(undefined)).filter((issue) => issue.field.startsWith('documents'))).toEqual([]);
    expect(checkoutOrderIssues(order({ kind: 'federal-agency' })).filter((issue) => issue.field.startsWith('documents'))).toEqual([]);
  });
});
