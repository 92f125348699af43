import { ApolloLink } from '@apollo/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, ResourceContextProvider } from 'react-admin';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleQueryClient } from '../App';
import { createApolloClient } from '../api/apollo';
import { saveSession } from '../api/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { ROUTE_CHANGES } from '../dataProvider/routeChanges';
import { formatOrderDate } from '../format/date';
import { formatFeeDelta, NO_ROUTE_CHANGES, RouteChangeList } from './RouteChangeList';

const CHANGE = {
  __typename: 'RouteChange',
  id: 3,
  orderId: 42,
  orderNumber: 'APO-2026-042',
  detectedAt: '2026-09-12T06:00:00.000Z',
  changes: [
    {
      __typename: 'RouteDocumentChange',
      documentNumber: 1,
      documentType: 'Birth Certificate',
      before: 'legalization (state certificate, U.S. Department of State, embassy), government fees $30.00',
      after: 'an apostille, government fees $10.00',
      feeDeltaCents: -2000,
    },
  ],
  feeDeltaCents: -2000,
  customerMailedAt: '2026-09-12T06:00:00.000Z',
  reviewedAt: null,
};

/** The console's real data provider over a stand-in GraphQL transport that records the operations it is sent. */
function renderPage(items: unknown[]) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    const data =
      operation.operationName === 'RouteChanges'
        ? { routeChanges: { __typename: 'RouteChangePage', items, total: items.length } }
        : { markRouteChangeReviewed: true };
    return of({ data } as ApolloLink.Result);
  });
  render(
    <AdminContext dataProvider={createDataProvider(createApolloClient(link))} i18nProvider={defaultI18nProvider} queryClient={consoleQueryClient()}>
      <ResourceContextProvider value={ROUTE_CHANGES}>
        <RouteChangeList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  saveSession('token', { username: 'clerk', email: 'clerk@example.com', role: 'staff', twoFactorEnabled: false });
});

describe('Route changes', () => {
  it('lists each change: the order (a link), when, what changes, the fee difference and the customer e-mail', async () => {
    const sent = renderPage([CHANGE]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Route changes' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Route change of order APO-2026-042' });
    expect(within(card).getByRole('link', { name: 'APO-2026-042' }).getAttribute('href')).toMatch(/\/orders\/42$/);
    expect(within(card).getByText('an apostille, government fees $10.00')).toBeTruthy();
    expect(within(card).getByText('−$20.00 (not charged automatically)')).toBeTruthy();
    expect(within(card).getByText(`Yes, ${formatOrderDate(CHANGE.customerMailedAt)}`)).toBeTruthy();
    expect(sent[0]).toEqual({ name: 'RouteChanges', variables: { take: 25, skip: 0 } });
  });

  it('marks a change reviewed', async () => {
    const sent = renderPage([CHANGE]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(sent.some((call) => call.name === 'MarkRouteChangeReviewed' && call.variables.id === 3)).toBe(true));
  });

  it('says so when nothing changed', async () => {
    renderPage([]);
    expect(await screen.findByText(NO_ROUTE_CHANGES)).toBeTruthy();
  });

  it('writes fee differences with their sign', () => {
    expect(formatFeeDelta(-2000)).toBe('−$20.00');
    expect(formatFeeDelta(500)).toBe('+$5.00');
    expect(formatFeeDelta(0)).toBe('no change');
  });
});
