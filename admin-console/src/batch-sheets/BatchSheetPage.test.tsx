import type { OfficeBatchSheet } from '@apostille/domain';
import { render, screen, within } from '@testing-library/react';
import { testDataProvider, type AuthProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { saveSession } from '../api/session';
import type { AdminDataProvider } from '../dataProvider/dataProvider';

const SHEET: OfficeBatchSheet = {
  office: { id: 'us-dos', name: 'U.S. Department of State, Office of Authentications' },
  generatedAt: '2026-11-28T06:00:00.000Z',
  orders: [
    {
      orderId: 12,
      orderNumber: 'APO-2026-012',
      customerName: 'Rosa Parks',
      status: 'pending',
      destinationCountry: 'Spain',
      documents: [
        { documentNumber: 1, documentType: 'FBI Background Check', issuedBy: 'a U.S. federal agency', issues: 'Apostille', feeCents: 2000, feeNote: null },
      ],
    },
  ],
  documentCount: 1,
  knownFeesCents: 2000,
  pendingFeeCount: 0,
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const fetchMock = vi.fn(async (input: string) =>
  String(input).endsWith('/api/admin/offices/us-dos/batch-sheet')
    ? new Response(JSON.stringify(SHEET), { status: 200, headers: { 'Content-Type': 'application/json' } })
    : new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
);

function renderAt(path: string) {
  saveSession('token', { username: 'clerk', email: 'clerk@example.com', role: 'staff', twoFactorEnabled: false });
  vi.stubGlobal('fetch', fetchMock);
  const dataProvider = {
    ...testDataProvider({
      getOne: (async () => ({
        data: { id: 'current', totalOrders: 0, processingOrders: 0, completedOrders: 0, pendingOrders: 0, totalRevenue: 0 },
      })) as AdminDataProvider['getOne'],
      getList: async () => ({ data: [], total: 0 }),
    }),
  } as AdminDataProvider;
  const router = createMemoryRouter([{ path: '*', element: <App authProvider={authProvider} dataProvider={dataProvider} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the batch sheet of an office', () => {
  it("lists the office's open orders with each document, what the office issues, its fee and the totals", async () => {
    renderAt('/batch-sheets/us-dos');
    const order = await screen.findByRole('article', { name: 'Order APO-2026-012' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Batch sheet: U.S. Department of State, Office of Authentications' })).toBeTruthy();
    expect(order.textContent).toContain('Rosa Parks');
    expect(order.textContent).toContain('Document 1: FBI Background Check');
    expect(order.textContent).toContain('Apostille, $20.00');
    const sheet = screen.getByLabelText('Totals');
    expect(within(sheet).getByText('$20.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('refuses an unknown office without calling the server', async () => {
    fetchMock.mockClear();
    renderAt('/batch-sheets/moon-base');
    expect(await screen.findByText('Unknown office. Choose one from the list.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/batch-sheet'))).toBe(false);
  });
});
