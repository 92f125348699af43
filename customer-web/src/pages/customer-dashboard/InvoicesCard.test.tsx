import { formatUsd } from '@apostille/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicesCard, type CustomerInvoiceView } from './InvoicesCard';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answering(body: unknown, status = 200) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => json(status, body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const invoice = (overrides: Partial<CustomerInvoiceView>): CustomerInvoiceView => ({
  id: 1,
  period: '2026-10',
  orderCount: 2,
  totalCents: 12_345,
  createdAt: '2026-11-01T11:00:00.000Z',
  payment: { status: 'paid' },
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Invoices card on the Account tab', () => {
  it('lists each month with its orders and total, and a pay button while unpaid', async () => {
    const fetch = answering({
      billedMonthly: true,
      invoices: [
        invoice({ id: 2, period: '2026-10', payment: { status: 'unpaid', paymentUrl: 'https://shop.example/pay/abc' } }),
        invoice({ id: 1, period: '2026-09', orderCount: 1, totalCents: 5_000 }),
      ],
    });
    render(<InvoicesCard />);
    expect(await screen.findByText('October 2026')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/customers/invoices');
    expect(screen.getByText(`2 orders · ${formatUsd(12_345)}`)).toBeTruthy();
    expect(screen.getByText(`1 order · ${formatUsd(5_000)}`)).toBeTruthy();
    const pay = screen.getByRole('link', { name: 'Pay the invoice for October 2026' });
    expect(pay.getAttribute('href')).toBe('https://shop.example/pay/abc');
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says there are none yet for an account billed monthly', async () => {
    answering({ billedMonthly: true, invoices: [] });
    render(<InvoicesCard />);
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
  });

  it('shows nothing for an account not billed monthly that has no invoices', async () => {
    const fetch = answering({ billedMonthly: false, invoices: [] });
    const { container } = render(<InvoicesCard />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await Promise.resolve();
    expect(container.textContent).toBe('');
  });

  it('says when the invoices could not be loaded', async () => {
    answering({ statusCode: 500, message: 'Something went wrong' }, 500);
    render(<InvoicesCard />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
