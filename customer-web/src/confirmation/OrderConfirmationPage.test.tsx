import { documentRouteViews, ENVELOPE_CHECKLIST, ORDER_MESSAGES, processingCentreAddressLines } from '@apostille/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../components/toast/ToastProvider';
import type { OrderConfirmation } from '../order/model/types';
import { saveConfirmation } from './confirmationStore';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const CONFIRMATION: OrderConfirmation = {
  order: {
    orderNumber: 'APO-2026-042',
    totalAmount: 336.45,
    breakdown: {
      serviceLevelPrice: 227,
      additionalDocumentPrice: 65,
      stateFeesTotal: 20,
      shippingPrice: 9.45,
      deliveryPrice: 0,
      additionalServicesTotal: 15,
      subtotal: 336.45,
      bulkDiscountAmount: 0,
      bulkTier: null,
      bundleDiscountAmount: 0,
      totalSavings: 0,
    },
    isNewAccount: false,
  },
  customerEmail: 'ada@example.com',
  customerName: 'Ada Lovelace',
  serviceLevelName: 'RUSH SERVICE',
  documentCount: 2,
  destinationCountry: 'Spain',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const renderPage = (state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/order-confirmation', state }]}>
      <ToastProvider>
        <OrderConfirmationPage />
      </ToastProvider>
    </MemoryRouter>,
  );

afterEach(() => sessionStorage.clear());

describe('OrderConfirmationPage', () => {
  it('says so when there is no order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: ORDER_MESSAGES.noOrderInformation })).toBeTruthy();
  });

  it("shows each document's route when the order has them, nothing extra when not", () => {
    renderPage(CONFIRMATION);
    expect(screen.queryByRole('heading', { name: "Your documents' routes" })).toBeNull();
    const documentRoutes = documentRouteViews({
      documents: [{ documentType: 'FBI Background Check' }],
      destinationCountry: 'Spain',
      date: new Date('2026-11-28T12:00:00Z'),
    });
    renderPage({ ...CONFIRMATION, order: { ...CONFIRMATION.order, documentRoutes } });
    expect(screen.getByRole('heading', { name: "Your documents' routes" })).toBeTruthy();
    expect(screen.getByText('U.S. Department of State, Office of Authentications')).toBeTruthy();
    expect(screen.getByText('Government fee: $20.00')).toBeTruthy();
  });

  it('shows the order from router state with breakdown, instructions and links', () => {
    renderPage(CONFIRMATION);
    expect(screen.getByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeTruthy();
    expect(screen.getByText('APO-2026-042')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toContain('$336.45');
    expect(screen.getByText(/packing note with your order number APO-2026-042/)).toBeTruthy();
    expect(screen.getAllByText(/Tallahassee, Florida/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe('/tracking?order=APO-2026-042&email=ada%40example.com');
    expect(screen.getByRole('link', { name: 'Place Another Order' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeTruthy();
  });

  it('gives the full mailing address, what goes in the envelope and the packing slip', () => {
    renderPage(CONFIRMATION);
    const address = screen.getByTestId('mailing-address');
    for (const line of processingCentreAddressLines()) expect(address.textContent).toContain(line);
    for (const item of ENVELOPE_CHECKLIST) expect(screen.getByText(item)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download packing slip' }).getAttribute('href')).toBe(
      '/api/orders/APO-2026-042/packing-slip?email=ada%40example.com',
    );
  });

  it('tells a guest how to see the order in an account instead of claiming one was created', () => {
    renderPage({ ...CONFIRMATION, order: { ...CONFIRMATION.order, isNewAccount: true } });
    expect(screen.queryByText(/We created a customer account/)).toBeNull();
    expect(screen.getByText(/To see this order in an account,/).textContent).toBe(
      'To see this order in an account, create an account with ada@example.com and confirm your e-mail address. You can always track it with your order number and e-mail.',
    );
    // Create Account opens with the order's e-mail filled in.
    expect(screen.getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe('/customer-login?tab=create-account&email=ada%40example.com');
  });

  it('survives a reload through sessionStorage', () => {
    saveConfirmation(CONFIRMATION);
    renderPage();
    expect(screen.getByText('APO-2026-042')).toBeTruthy();
  });
});
