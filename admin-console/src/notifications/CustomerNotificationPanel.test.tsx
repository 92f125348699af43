import { HttpLink } from '@apollo/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../App';
import { createApolloClient } from '../api/apollo';
import { saveSession } from '../api/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { CustomerNotificationPanel } from './CustomerNotificationPanel';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ORDER = {
  __typename: 'AdminOrder',
  id: 7,
  orderNumber: 'APO-7',
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  customerFirstName: 'Nora',
  customerLastName: 'Ode',
  customerEmail: 'nora@example.com',
  customerPhone: null,
  serviceLevel: 'rush',
  documentType: 'Birth Certificate',
  documentCount: 1,
  destinationCountry: 'Italy',
  deliveryMethod: 'mail',
  shippingStreet: null,
  shippingCity: null,
  shippingState: null,
  shippingZipCode: null,
  shippingCountry: null,
  shippingNotes: null,
  totalAmount: 150,
  notes: null,
};

/** The staff server at the network boundary: the orders query and the notification endpoints. */
function stubServer(notification: (path: string, body: unknown) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (String(input).endsWith('/graphql')) return json({ data: { orders: { __typename: 'AdminOrderPage', items: [ORDER], total: 1 } } });
      calls.push({ path: String(input), body });
      return notification(String(input), body);
    }),
  );
  return calls;
}

function renderPanel() {
  saveSession('token', { username: 'staff', email: 'staff@example.com', role: 'staff', twoFactorEnabled: false });
  const client = createApolloClient(new HttpLink({ uri: '/graphql', fetch: (...args) => globalThis.fetch(...args) }));
  render(
    <AdminContext queryClient={consoleQueryClient()} dataProvider={createDataProvider(client)}>
      <CustomerNotificationPanel />
      <Notification />
    </AdminContext>,
  );
}

async function choose(label: string, option: RegExp | string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Customer notifications', () => {
  it('asks for an order and a type before sending', async () => {
    const calls = stubServer(() => json({ success: true }));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Please select an order and notification type.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a delivery confirmation with the tracking number', async () => {
    const calls = stubServer(() => json({ success: true }));
    renderPanel();
    await choose('Order', /APO-7/);
    await choose('Notification type', 'Delivery confirmation');
    fireEvent.change(screen.getByLabelText('Tracking number (optional)'), { target: { value: ' 9400 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Notification Sent')).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/admin/notifications/delivery-confirmation/7', body: { trackingNumber: '9400' } }]);
  });

  it("shows the server's message when sending fails, else the default text", async () => {
    let answer = json({ message: 'This order has no unpaid payment link to remind the customer of.' }, 409);
    stubServer(() => answer);
    renderPanel();
    await choose('Order', /APO-7/);
    await choose('Notification type', 'Payment reminder');
    fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('This order has no unpaid payment link to remind the customer of.')).toBeTruthy();
    expect(screen.getByText('Failed to Send')).toBeTruthy();
    answer = new Response('', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Failed to send notification.')).toBeTruthy();
  });
});
