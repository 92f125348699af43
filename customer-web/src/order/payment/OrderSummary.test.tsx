import { formatUsd, quote } from '@apostille/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary';

const orderDate = new Date('2026-11-28T12:00:00Z');
const base = { serviceLevel: 'rush', deliveryMethod: 'pickup', orderDate };
const amountOf = (label: string | RegExp) => screen.getByText(label).nextElementSibling?.textContent;

describe('order summary government fees', () => {
  it('an FBI check for Spain: $20.00 to the U.S. Department of State, in the total', () => {
    const q = quote({ ...base, documentCount: 1, documents: [{ documentType: 'FBI Background Check' }], destinationCountry: 'Spain' });
    render(<OrderSummary quote={q} deliveryMethod="pickup" />);
    expect(amountOf('Government fees')).toBe(formatUsd(2000));
    const byOffice = screen.getByRole('list', { name: 'Government fees by office' });
    expect(within(byOffice).getByText(/FBI Background Check: Apostille \(U\.S\. Department of State/).nextElementSibling?.textContent).toBe(formatUsd(2000));
    expect(amountOf('Total')).toBe(formatUsd(q.totalCents));
    expect(q.totalCents).toBe(22700 + 2000);
  });

  it('one line per document and office; the embassy fee is quoted after review, not in the total', () => {
    const q = quote({
      ...base,
      documentCount: 2,
      documents: [{ documentType: 'Birth Certificate' }, { documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'TX' } }],
      destinationCountry: 'United Arab Emirates',
    });
    render(<OrderSummary quote={q} deliveryMethod="pickup" />);
    const byOffice = screen.getByRole('list', { name: 'Government fees by office' });
    const lines = within(byOffice).getAllByRole('listitem');
    expect(lines.length).toBe(q.governmentFees.length + q.pendingGovernmentFees.length);
    expect(lines.some((l) => l.textContent?.startsWith('Document 2, Birth Certificate'))).toBe(true);
    const pending = within(byOffice).getAllByText('Quoted after review');
    expect(pending).toHaveLength(q.pendingGovernmentFees.length);
    expect(q.pendingGovernmentFees.length).toBeGreaterThan(0);
    expect(amountOf('Government fees')).toBe(formatUsd(q.stateGovernmentFeesCents));
    expect(q.totalCents).toBe(22700 + 6500 + q.stateGovernmentFeesCents);
  });

  it("'Other Country': no fee guessed, the route confirmed after review", () => {
    const q = quote({ ...base, documentCount: 1, documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'Other Country' });
    render(<OrderSummary quote={q} deliveryMethod="pickup" />);
    expect(amountOf('Government fees')).toBe(formatUsd(0));
    expect(screen.getByText(/We confirm the route after review/).nextElementSibling?.textContent).toBe('Quoted after review');
  });

  it('without routes: the flat state fee per document', () => {
    const q = quote({ ...base, documentCount: 2 });
    render(<OrderSummary quote={q} deliveryMethod="pickup" />);
    expect(amountOf(/^State government fees \(2 ×/)).toBe(formatUsd(2000));
  });
});
