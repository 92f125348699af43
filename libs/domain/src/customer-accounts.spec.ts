import { describe, expect, it } from 'vitest';
import { isBlankPassword, orderCounters, trackingLink } from './customer-accounts';

describe('customer dashboard rules', () => {
  it('counts every status from pending to before delivered as in progress, delivered and completed as completed', () => {
    const statuses = [
      'pending',
      'processing',
      'docs_received',
      'authentication_in_progress',
      'apostille_complete',
      'shipped',
      'delivered',
      'completed',
      'pending',
    ];
    expect(orderCounters(statuses.map((status) => ({ status })))).toEqual({ total: 9, inProgress: 7, completed: 2 });
    expect(orderCounters([])).toEqual({ total: 0, inProgress: 0, completed: 0 });
  });

  it('links View Details to the tracking page with the order number and e-mail', () => {
    expect(trackingLink('APO-2026-001', 'ana+orders@example.com')).toBe('/tracking?order=APO-2026-001&email=ana%2Borders%40example.com');
  });
});

describe('password rules', () => {
  it('calls a password of only blanks blank, whatever its length, and keeps inner or outer spaces of a real one', () => {
    expect(isBlankPassword('        ')).toBe(true);
    expect(isBlankPassword('\t \n\u00a0\u2003   ')).toBe(true);
    expect(isBlankPassword('')).toBe(true);
    expect(isBlankPassword('  correct horse  ')).toBe(false);
  });
});
