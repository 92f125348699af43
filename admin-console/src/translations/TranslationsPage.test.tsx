import { ApolloLink } from '@apollo/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, Notification } from 'react-admin';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleQueryClient } from '../App';
import { createApolloClient } from '../api/apollo';
import { saveSession } from '../api/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { formatOrderDate } from '../format/date';
import { TranslationsPage } from './TranslationsPage';

const service = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'TranslationServiceItem',
  id,
  orderId: 1000 + id,
  orderNumber: `APO-S${id}`,
  status: 'in_progress',
  sourceLanguage: 'English',
  targetLanguage: 'Spanish',
  documentType: 'Diploma',
  price: 120.5,
  estimatedCompletionDate: '2026-01-05',
  certificationLevel: 'certified',
  notes: null,
  ...overrides,
});

const QUOTE = {
  __typename: 'TranslationQuote',
  id: 7,
  status: 'pending',
  createdAt: '2026-03-02T15:07:00.000Z',
  customerEmail: 'lin@example.com',
  orderId: 42,
  orderNumber: 'APO-Q42',
  destinationCountry: 'Brazil',
  sourceLanguage: 'English',
  targetLanguage: 'Portuguese',
  documentType: 'Birth Certificate',
  estimatedPrice: null,
  urgency: 'expedited',
  paymentStatus: null,
};

type Answer = { data?: unknown; errors?: unknown[] };

/** The real data provider over a stand-in GraphQL transport that records the operations it is sent. */
function renderPage(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    return of(answer(operation.operationName ?? '', operation.variables) as ApolloLink.Result);
  });
  render(
    <AdminContext i18nProvider={defaultI18nProvider} queryClient={consoleQueryClient()} dataProvider={createDataProvider(createApolloClient(link))}>
      <TranslationsPage />
      <Notification />
    </AdminContext>,
  );
  return sent;
}

const lists =
  (services: unknown[][], quotes: unknown[][]) =>
  (name: string, variables: Record<string, unknown>): Answer | undefined => {
    const page = Number(variables.page);
    if (name === 'TranslationServices') return { data: { translationServices: services[page - 1] ?? [] } };
    if (name === 'TranslationQuotes') return { data: { translationQuotes: quotes[page - 1] ?? [] } };
    return undefined;
  };

beforeEach(() => {
  localStorage.clear();
  saveSession('token', { username: 'clerk', email: 'clerk@example.com', role: 'staff', twoFactorEnabled: false });
});

describe('Translations page', () => {
  it('shows services and quotes with their labels, links and readable dates', async () => {
    const sent = renderPage((name, variables) =>
      lists(
        [[service(1)]],
        [
          [
            QUOTE,
            {
              ...QUOTE,
              id: 8,
              orderId: null,
              orderNumber: null,
              status: 'accepted',
              estimatedPrice: 80,
              paymentStatus: 'paid',
              urgency: 'standard',
              destinationCountry: null,
            },
          ],
        ],
      )(name, variables)!,
    );
    const row = await screen.findByTestId('service-APO-S1');
    expect(within(row).getByRole('link', { name: 'APO-S1' }).getAttribute('href')).toContain('/orders/1001');
    expect(row.textContent).toContain('Diploma · English → Spanish · $120.50');
    expect(row.textContent).toContain('Estimated completion Jan 05, 2026');
    expect(within(row).getByRole('combobox', { name: 'Status' }).textContent).toBe('In progress');

    const pending = screen.getByTestId('quote-APO-Q42');
    expect(within(pending).getByRole('link', { name: 'APO-Q42' })).toBeTruthy();
    expect(pending.textContent).toContain(`lin@example.com · Brazil · Expedited · ${formatOrderDate(QUOTE.createdAt)}`);
    expect(pending.textContent).toContain('Status: Pending');
    const priced = screen.getByTestId('quote-8');
    expect(priced.textContent).toContain('Quote #8');
    expect(priced.textContent).toContain('No destination · Standard');
    expect(priced.textContent).toContain('Status: Accepted · $80.00 · Payment paid');
    expect(within(priced).queryByRole('button', { name: 'Send Quote' })).toBeNull();

    // Short pages: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sent).toEqual([
      { name: 'TranslationServices', variables: { page: 1 } },
      { name: 'TranslationQuotes', variables: { page: 1 } },
    ]);
  });

  it('loads the next page of a full list with "Load more"', async () => {
    // Decided quotes: rows without inputs keep a hundred of them quick to render.
    const quote = (id: number) => ({ ...QUOTE, id, orderId: null, orderNumber: null, status: 'accepted', estimatedPrice: 80, paymentStatus: 'paid' });
    const first = Array.from({ length: 100 }, (_, index) => quote(index + 1));
    const sent = renderPage((name, variables) => lists([[]], [first, [quote(101)]])(name, variables)!);
    await screen.findByTestId('quote-100');
    expect(screen.getByText('No translation services.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('quote-101');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(sent.filter((call) => call.name === 'TranslationQuotes').map((call) => call.variables)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('saves a service with its status and notes', async () => {
    const sent = renderPage(
      (name, variables) =>
        lists([[service(1)]], [[]])(name, variables) ?? { data: { updateTranslationService: service(1, { status: 'completed', notes: 'Sworn' }) } },
    );
    const row = await screen.findByTestId('service-APO-S1');
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    fireEvent.change(within(row).getByLabelText('Notes'), { target: { value: 'Sworn' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated')).toBeTruthy();
    expect(sent.find((call) => call.name === 'UpdateTranslationService')?.variables).toEqual({ id: 1, status: 'completed', notes: 'Sworn' });
  });

  it("prices a quote, and shows the server's reason when pricing is refused", async () => {
    let refuse = true;
    const sent = renderPage((name, variables) => {
      const list = lists([[]], [[QUOTE]])(name, variables);
      if (list) return list;
      if (refuse) {
        return {
          errors: [
            {
              message: 'This quote has already been priced',
              extensions: { code: 'CONFLICT', originalError: { statusCode: 409, message: 'This quote has already been priced' } },
            },
          ],
        };
      }
      return { data: { priceTranslationQuote: { ...QUOTE, status: 'sent', estimatedPrice: 120.5, paymentStatus: 'pending' } } };
    });
    const row = await screen.findByTestId('quote-APO-Q42');
    const send = within(row).getByRole<HTMLButtonElement>('button', { name: 'Send Quote' });
    fireEvent.change(within(row).getByLabelText('Price ($)'), { target: { value: '120.555' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(row).getByLabelText('Price ($)'), { target: { value: '120.5' } });
    fireEvent.click(send);
    expect(await screen.findByText('This quote has already been priced')).toBeTruthy();
    expect(screen.getByText('Pricing Failed')).toBeTruthy();

    refuse = false;
    fireEvent.click(send);
    expect(await screen.findByText('The customer was e-mailed a payment link.')).toBeTruthy();
    expect(sent.filter((call) => call.name === 'PriceTranslationQuote').map((call) => call.variables)).toEqual([
      { id: 7, price: 120.5 },
      { id: 7, price: 120.5 },
    ]);
  });
});
