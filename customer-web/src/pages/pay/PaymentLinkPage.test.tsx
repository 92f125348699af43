import { ADMIN_ORDER_ENTRY_MESSAGES } from '@apostille/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { PaymentLinkPage } from './PaymentLinkPage';

const PENDING = { description: 'Extra certified copy', amount: 49.99, status: 'pending', orderNumber: 'APO-2026-007', checkoutUrl: null };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server as the page sees it over HTTP: answers by method and path, records every call. */
function stubServer(routes: Record<string, (body: unknown) => Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const route = routes[key];
    return route ? route(init?.body ? JSON.parse(String(init.body)) : undefined) : json(404, { statusCode: 404, message: 'Not found' });
  });
  return calls;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <Routes>
          <Route path="/pay/:token" element={<PaymentLinkPage />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('PaymentLinkPage', () => {
  it('shows the charge, pays it with the offline card form and shows the success panel', async () => {
    let confirmed: unknown;
    let completed: unknown;
    const calls = stubServer({
      'GET /api/payment-links/tok': () => json(200, PENDING),
      'POST /api/payment-links/tok/intent': () => json(200, { clientSecret: 'pi_offline_1_secret_x', paymentIntentId: 'pi_offline_1', amount: 49.99 }),
      'GET /api/catalog': () => json(200, { payment: { provider: 'offline', publishableKey: null } }),
      'POST /api/payments/offline/confirm': (body) => {
        confirmed = body;
        return json(200, { status: 'succeeded', paymentIntentId: 'pi_offline_1' });
      },
      'POST /api/payment-links/tok/pay': (body) => {
        completed = body;
        return json(200, { ...PENDING, status: 'paid' });
      },
    });
    renderAt('/pay/tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Additional Payment' })).toBeTruthy();
    expect(screen.getByText('APO-2026-007')).toBeTruthy();
    expect(screen.getByText('Extra certified copy')).toBeTruthy();
    expect(screen.getByTestId('charge-amount').textContent).toBe('$49.99');

    fireEvent.change(await screen.findByLabelText(/Card Number/), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '1299' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/Billing ZIP Code/), { target: { value: '32301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Received' })).toBeTruthy();
    expect(screen.getByText(ADMIN_ORDER_ENTRY_MESSAGES.paymentReceived)).toBeTruthy();
    expect(confirmed).toMatchObject({ clientSecret: 'pi_offline_1_secret_x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2099 });
    expect(completed).toEqual({ paymentIntentId: 'pi_offline_1' });
    expect(calls.filter((c) => c === 'POST /api/payment-links/tok/pay')).toHaveLength(1);
  });

  it('keeps the form and says why when the card is declined', async () => {
    stubServer({
      'GET /api/payment-links/tok': () => json(200, PENDING),
      'POST /api/payment-links/tok/intent': () => json(200, { clientSecret: 'pi_offline_2_secret_x', paymentIntentId: 'pi_offline_2', amount: 49.99 }),
      'GET /api/catalog': () => json(200, { payment: { provider: 'offline', publishableKey: null } }),
      'POST /api/payments/offline/confirm': () => json(402, { statusCode: 402, message: 'Your card was declined.' }),
    });
    renderAt('/pay/tok');
    fireEvent.change(await screen.findByLabelText(/Card Number/), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '1299' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/Billing ZIP Code/), { target: { value: '32301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    expect((await screen.findByTestId('card-declined')).textContent).toBe('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeTruthy();
  });

  it('says when the charge is already paid, without offering to pay', async () => {
    const calls = stubServer({ 'GET /api/payment-links/paid': () => json(200, { ...PENDING, status: 'paid' }) });
    renderAt('/pay/paid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Already Paid' })).toBeTruthy();
    expect(screen.getByText(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid)).toBeTruthy();
    expect(screen.queryByLabelText(/Card Number/)).toBeNull();
    expect(calls).toEqual(['GET /api/payment-links/paid']);
  });

  it('says when the link is unknown', async () => {
    stubServer({});
    renderAt('/pay/nope');
    expect(await screen.findByText('Payment link not found')).toBeTruthy();
    expect(screen.getByText(new RegExp(ADMIN_ORDER_ENTRY_MESSAGES.paymentLinkNotFound))).toBeTruthy();
  });

  it('sends a charge with a hosted checkout to that page', async () => {
    const calls = stubServer({ 'GET /api/payment-links/hosted': () => json(200, { ...PENDING, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' }) });
    renderAt('/pay/hosted');
    const link = await screen.findByRole('link', { name: 'Pay $49.99 securely' });
    expect(link.getAttribute('href')).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(calls).toEqual(['GET /api/payment-links/hosted']);
  });
});
