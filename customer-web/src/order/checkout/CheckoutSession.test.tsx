import { ORDER_MESSAGES } from '@apostille/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { OrderConfirmationPage } from '../../confirmation/OrderConfirmationPage';
import { OrderPage } from '../OrderPage';
import type { CheckoutSnapshot } from './checkoutApi';
import { PAYMENT_RECEIVED_CREATING } from './CheckoutStatus';
import { recalledOrderFacts, rememberOrderFacts } from './orderFacts';

const KEY = 'k'.repeat(22);
const ORDER = {
  orderNumber: 'APO-2026-042',
  totalAmount: 301.45,
  breakdown: {
    serviceLevelPrice: 227,
    additionalDocumentPrice: 0,
    stateFeesTotal: 10,
    shippingPrice: 9.45,
    deliveryPrice: 0,
    additionalServicesTotal: 15,
    subtotal: 261.45,
    bulkDiscountAmount: 0,
    bulkTier: null,
    bundleDiscountAmount: 0,
    totalSavings: 0,
  },
  isNewAccount: false,
};

const staged = { id: 'f-1', name: 'birth.pdf', size: 2048, mimeType: 'application/pdf' };
const draftValues = {
  customerFirstName: 'Ada',
  customerLastName: 'Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '8505551234',
  shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
  serviceLevel: 'rush',
  destinationCountry: 'Spain',
  deliveryMethod: 'pickup',
  selectedShippingRate: null,
  additionalServices: { scanning: true, translation: false },
  documents: [
    {
      id: 'doc-a',
      documentType: 'Birth Certificate',
      issuer: { kind: 'us-state' as const, state: 'FL' },
      issuerChosen: false,
      files: [staged, { id: 'f-gone', name: 'expired.pdf', size: 10, mimeType: 'application/pdf' }],
    },
  ],
  notes: '',
};
const draft = { version: 1, presentation: 'desktop', values: draftValues };

let answers: CheckoutSnapshot[] = [];
const calls: { method: string; url: string; key: string | null; body: unknown }[] = [];

function stubServer() {
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, key: new Headers(init.headers).get('X-Checkout-Key'), body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/checkout' && method === 'GET') {
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      return Promise.resolve(Response.json(answer));
    }
    if (url === '/api/shipping/rates') return Promise.resolve(Response.json({ success: false }));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: /min-width/.test(query),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderOrderPage(path = '/order') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <Routes>
          <Route
            path="/order"
            element={
              <>
                <OrderPage />
                <Search />
              </>
            }
          />
          <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  answers = [];
  calls.length = 0;
  localStorage.setItem('apostille.checkoutKey', KEY);
  stubServer();
});
afterEach(() => {
  cleanup(); // unmounting saves what is unsaved: while fetch is still the stub
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the checkout behind the order page', () => {
  it('restores an open checkout on its step, with only the files the server still holds, and saves each step change', async () => {
    answers = [{ state: 'open', step: 1, draft, files: [staged] }];
    renderOrderPage();
    expect(await screen.findByText('Step 2 of 3: Customer Information')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/checkout', key: KEY });
    expect((await screen.findByLabelText<HTMLInputElement>(/First Name/)).value).toBe('Ada');
    expect(screen.getByTestId('search').textContent).toBe('?step=2');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Step 1 of 3: Service & Document Details')).toBeTruthy();
    expect(await screen.findByText('birth.pdf')).toBeTruthy();
    expect(screen.queryByText('expired.pdf')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && (c.body as { step: number }).step === 0)).toBe(true));
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.key).toBe(KEY);
    expect((put.body as { draft: typeof draft }).draft.values.documents[0].files).toEqual([staged]);
  });

  it('a never-seen key restores nothing and saves nothing until the customer enters something', async () => {
    answers = [{ state: 'open', step: 0, draft: null, files: [] }];
    renderOrderPage();
    expect(await screen.findByText('Step 1 of 3: Service & Document Details')).toBeTruthy();
    await screen.findByLabelText(/Destination Country/);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Destination Country/), { target: { value: 'Spain' } });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('an ordered checkout shows the confirmation of its order, never the form, and ends the key', async () => {
    // The server answers an ordered checkout without its draft: the facts kept when paying name the customer.
    rememberOrderFacts(draftValues);
    answers = [{ state: 'ordered', step: 0, draft: null, files: [], order: ORDER }];
    renderOrderPage('/order?step=4');
    expect(await screen.findByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('APO-2026-042');
    expect(screen.getByText(/Thank you, Ada Lovelace/)).toBeTruthy();
    expect(screen.queryByText('Card Details')).toBeNull();
    expect(localStorage.getItem('apostille.checkoutKey')).toBeNull();
    expect(recalledOrderFacts()).toBeNull();
  });

  it('a paid checkout waits for its order (asking again every 2 s), then shows the confirmation', async () => {
    answers = [
      { state: 'paid', step: 3, draft, files: [staged], paymentIntentId: 'pi_1' },
      { state: 'paid', step: 3, draft, files: [staged], paymentIntentId: 'pi_1' },
      { state: 'ordered', step: 3, draft, files: [staged], order: ORDER },
    ];
    renderOrderPage('/order?step=4');
    expect(await screen.findByText(PAYMENT_RECEIVED_CREATING)).toBeTruthy();
    expect(screen.queryByText('Card Details')).toBeNull();
    expect(await screen.findByTestId('order-number', undefined, { timeout: 8000 })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/checkout')).toHaveLength(3);
  });

  it('a refunded checkout says so and starts a new one on request', async () => {
    const message = 'We could not create your order, so your payment of $301.45 was refunded. Please place your order again.';
    answers = [{ state: 'refunded', step: 3, draft, files: [], refund: { message } }];
    renderOrderPage('/order?step=4');
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a New Order' }));
    expect(await screen.findByText('Step 1 of 3: Service & Document Details')).toBeTruthy();
    expect(localStorage.getItem('apostille.checkoutKey')).toBeNull();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('text fields stop at their limits and long ones count their characters', async () => {
    answers = [{ state: 'open', step: 1, draft, files: [staged] }];
    renderOrderPage();
    const first = await screen.findByLabelText<HTMLInputElement>(/First Name/);
    expect(first.maxLength).toBe(100);
    expect(screen.getByLabelText<HTMLInputElement>(/Phone/).maxLength).toBe(30);
    expect(screen.getByLabelText<HTMLInputElement>(/ZIP Code/).maxLength).toBe(10);
    const street = await screen.findByLabelText<HTMLInputElement>(/Street Address/);
    expect(street.maxLength).toBe(200);
    expect(screen.getByText('9/200')).toBeTruthy();
    fireEvent.change(street, { target: { value: '12 Long Street' } });
    expect(screen.getByText('14/200')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Delivery Notes/).maxLength).toBe(500);
    expect(screen.getByText('0/500')).toBeTruthy();
  });

  it("a name the server would refuse is refused at the field, with the server's reason", async () => {
    answers = [{ state: 'open', step: 1, draft, files: [staged] }];
    renderOrderPage();
    const first = await screen.findByLabelText<HTMLInputElement>(/First Name/);
    fireEvent.change(first, { target: { value: 'Ada 😀' } });
    fireEvent.blur(first);
    expect(await screen.findByText('First name can contain only letters, spaces, hyphens, apostrophes and periods')).toBeTruthy();
  });
});
