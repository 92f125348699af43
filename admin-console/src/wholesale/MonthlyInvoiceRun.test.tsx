import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../App';
import { saveSession } from '../api/session';
import { MonthlyInvoiceRun } from './MonthlyInvoiceRun';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The staff GraphQL server at the network boundary: records each runMonthlyInvoices call's variables. */
function stubServer(answer: (variables: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
      if (body.operationName !== 'RunMonthlyInvoices') return json({ data: {} });
      sent.push(body.variables);
      return answer(body.variables);
    }),
  );
  return sent;
}

function renderCard() {
  saveSession('token', { username: 'owner', email: 'owner@example.com', role: 'owner', twoFactorEnabled: false });
  render(
    <AdminContext queryClient={consoleQueryClient()}>
      <MonthlyInvoiceRun />
      <Notification />
    </AdminContext>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Monthly invoices card', () => {
  it('offers the month before the current one in New York, whatever the browser’s time zone', () => {
    // 03:00 UTC on 1 December is still 30 November in New York: the month billed is October.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    stubServer(() => json({ data: {} }));
    renderCard();
    expect(screen.getByLabelText<HTMLInputElement>('Month').value).toBe('2026-10');
  });

  it('starts the run for the month chosen and says what it wrote', async () => {
    const sent = stubServer((variables) =>
      json({ data: { runMonthlyInvoices: { __typename: 'MonthlyInvoiceRunResult', period: variables.period, invoices: 2, orders: 5, totalCents: 123_450 } } }),
    );
    renderCard();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write invoices' }));
    expect(await screen.findByText('2 invoices written')).toBeTruthy();
    expect(screen.getByText('5 orders, $1,234.50')).toBeTruthy();
    expect(sent).toEqual([{ period: '2026-09' }]);
  });

  it('shows the server’s reason when the run is refused', async () => {
    stubServer(() =>
      json({
        data: null,
        errors: [
          {
            message: 'November 2026 has not ended yet: its invoices can be written from 1 December 2026.',
            // As the server sends a BadRequestException through GraphQL.
            extensions: {
              code: 'BAD_REQUEST',
              originalError: { statusCode: 400, message: 'November 2026 has not ended yet: its invoices can be written from 1 December 2026.' },
            },
          },
        ],
      }),
    );
    renderCard();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write invoices' }));
    expect(await screen.findByText('No invoices written')).toBeTruthy();
    expect(screen.getByText('November 2026 has not ended yet: its invoices can be written from 1 December 2026.')).toBeTruthy();
  });
});
