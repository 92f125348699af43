import { STAFF_ROLES } from '@apostille/domain';
import { ApolloLink } from '@apollo/client';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, consoleQueryClient } from '../App';
import { createApolloClient } from '../api/apollo';
import { saveSession } from '../api/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { REFUNDED_CHECKOUTS } from '../dataProvider/refundedCheckouts';
import { formatOrderDate } from '../format/date';
import { NO_REFUNDED_CHECKOUTS, RefundedCheckoutList } from './RefundedCheckoutList';

const REFUNDED = {
  __typename: 'RefundedCheckout',
  paymentIntentId: 'pi_refunded_0001',
  provider: 'stripe',
  amount: 1234.5,
  customerEmail: 'ada@example.com',
  reason: 'A document of the order was removed after payment',
  status: 'refunded',
  createdAt: '2026-11-02T09:00:00.000Z',
  refundedAt: '2026-11-02T09:05:00.000Z',
};

const PENDING = {
  ...REFUNDED,
  paymentIntentId: 'pi_pending_0002',
  provider: 'offline',
  amount: 87,
  customerEmail: null,
  reason: null,
  status: 'pending',
  refundedAt: null,
};

/**
 * The console's real data provider over a stand-in GraphQL transport: it records the variables of
 * each RefundedCheckouts query and answers with one page of `items` out of `total`.
 */
function fakeServer(items: unknown[], total = items.length) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'RefundedCheckouts') sent.push(operation.variables);
    const data = operation.operationName === 'RefundedCheckouts' ? { refundedCheckouts: { __typename: 'RefundedCheckoutPage', items, total } } : {};
    return of({ data } as ApolloLink.Result);
  });
  return { dataProvider: createDataProvider(createApolloClient(link)), sent };
}

function renderPage(items: unknown[], total?: number) {
  const { dataProvider, sent } = fakeServer(items, total);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} queryClient={consoleQueryClient()}>
      <ResourceContextProvider value={REFUNDED_CHECKOUTS}>
        <RefundedCheckoutList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return sent;
}

/** A window `width` px wide: matchMedia answers the min-width and max-width queries MUI and the console ask. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

beforeEach(() => {
  localStorage.clear();
  saveSession('token', { username: 'clerk', email: 'clerk@example.com', role: 'staff', twoFactorEnabled: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('Refunded checkouts', () => {
  it('lists each refund: date or "Refund pending", e-mail, dollars, provider, reason and intent id; first page of 25', async () => {
    windowOf(1280);
    const sent = renderPage([REFUNDED, PENDING], 27);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunded checkouts' })).toBeTruthy();
    const refunded = (await screen.findByText('pi_refunded_0001')).closest('tr')!;
    expect(within(refunded).getByText(formatOrderDate(REFUNDED.refundedAt))).toBeTruthy();
    expect(within(refunded).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(within(refunded).getByText('$1,234.50')).toBeTruthy();
    expect(within(refunded).getByText('stripe')).toBeTruthy();
    expect(within(refunded).getByText(REFUNDED.reason)).toBeTruthy();
    const pending = screen.getByText('pi_pending_0002').closest('tr')!;
    expect(within(pending).getByText('Refund pending')).toBeTruthy();
    expect(within(pending).getByText('$87.00')).toBeTruthy();
    expect(within(pending).getAllByText('—')).toHaveLength(2);
    for (const header of ['Refunded', 'Customer e-mail', 'Amount', 'Provider', 'Reason', 'Payment intent']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(sent).toEqual([{ take: 25, skip: 0 }]);
    // The pager counts from the server's total, not from the rows of this page.
    expect(await screen.findByText('1-25 of 27')).toBeTruthy();
  });

  it('says so when nothing was refunded', async () => {
    renderPage([]);
    expect(await screen.findByText(NO_REFUNDED_CHECKOUTS)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows cards instead of a table on a phone', async () => {
    windowOf(390);
    renderPage([REFUNDED, PENDING]);
    const card = await screen.findByRole('article', { name: 'Refund of pi_refunded_0001' });
    for (const text of ['$1,234.50', formatOrderDate(REFUNDED.refundedAt), 'ada@example.com', 'stripe', REFUNDED.reason]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(screen.getByRole('article', { name: 'Refund of pi_pending_0002' })).getByText('Refund pending')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the Refunded checkouts menu entry', () => {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };

  // Every staff role holds ReadOrders, the permission the server asks for this list.
  it.each(STAFF_ROLES)('is in the menu of the %s role and opens the list', async (role) => {
    saveSession('token', { username: 'clerk', email: 'clerk@example.com', role, twoFactorEnabled: false });
    // The menu's unread badge asks the REST API; its answer does not matter here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ count: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const { dataProvider } = fakeServer([REFUNDED]);
    const router = createMemoryRouter([{ path: '*', element: <App authProvider={authProvider} dataProvider={dataProvider} /> }], {
      initialEntries: ['/refunded-checkouts'],
    });
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('menuitem', { name: 'Refunded checkouts' });
    expect(link.getAttribute('href')).toBe('/refunded-checkouts');
    expect(await screen.findByText('pi_refunded_0001')).toBeTruthy();
  });
});
