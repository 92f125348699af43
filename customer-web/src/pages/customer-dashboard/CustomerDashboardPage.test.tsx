import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_MESSAGES } from '@apostille/domain';
import { dashboardTab } from './CustomerDashboardPage';
import { renderAppAt } from '../../test/renderApp';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;
let handler: Handler = () => undefined;
const calls: { url: string; method: string; body: unknown }[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PROFILE = {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phone: '8505550100',
  accountType: 'retail',
  wholesaleTier: null,
  monthlyDocumentCount: 3,
  createdAt: '2026-01-05T15:00:00.000Z',
  emailVerified: true,
};

const order = (n: number, status: string) => ({
  id: n,
  orderNumber: `APO-2026-00${n}`,
  status,
  totalAmount: 100 + n + 0.5,
  createdAt: `2026-02-0${n}T12:00:00.000Z`,
  serviceLevel: 'rush',
  destinationCountry: 'Spain',
  documentCount: 3,
  documentTypes: ['Birth Certificate'],
  expectedCompletion:
    status === 'pending'
      ? {
          businessDaysAfterArrival: 7,
          originalsReceivedOn: null,
          readyBy: '2026-02-20',
          firm: false,
          text: 'Ready 7 business days after your originals arrive; posted today, expect about Friday, February 20, 2026.',
        }
      : null,
});
const ORDERS = [order(6, 'delivered'), order(5, 'processing'), order(4, 'pending'), order(3, 'shipped'), order(2, 'completed'), order(1, 'pending')];

beforeEach(() => {
  handler = (url) => {
    if (url === '/api/customers/profile') return json(200, { customer: PROFILE });
    if (url === '/api/customers/orders') return json(200, { orders: ORDERS });
    return undefined;
  };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/catalog') return json(200, { contact: { supportEmail: 'help@apostille.example', whatsappNumber: '+1 (305) 555-0100' } });
      return (await handler(url, init)) ?? json(404, { statusCode: 404, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function signIn() {
  localStorage.setItem('customerToken', 'token-1');
  localStorage.setItem('customerUser', JSON.stringify({ firstName: 'Ana' }));
}

function renderAt(path: string) {
  return renderAppAt(path);
}

describe('/customer-dashboard session rules (requirements C4)', () => {
  it('sends a visitor without a token to /customer-login without asking the server', async () => {
    await renderAt('/customer-dashboard');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/customers'))).toBe(false);
  });

  it.each([
    ['a non-OK answer', () => json(401, { statusCode: 401, message: 'Authentication required' })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('clears the session and goes to /customer-login on %s', async (_, answer) => {
    signIn();
    handler = (url) => (url === '/api/customers/profile' ? answer() : undefined);
    await renderAt('/customer-dashboard');
    expect(screen.getByText(DASHBOARD_MESSAGES.loading)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    expect(calls.some((c) => c.url === '/api/customers/orders')).toBe(false);
  });
});

describe('/customer-dashboard', () => {
  it('greets, counts the orders and lists the 5 newest with View Details links', async () => {
    signIn();
    await renderAt('/customer-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' })).toBeTruthy();
    expect(screen.getByText('Customer Dashboard')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Order' }).getAttribute('href')).toBe('/order');

    const recent = await screen.findByRole('list', { name: 'Recent Orders' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0].textContent).toContain('Order #APO-2026-006');
    expect(items[0].textContent).toContain('$106.50');
    expect(items[0].textContent).toContain('Delivered');
    expect(
      within(items[0])
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe('/tracking?order=APO-2026-006&email=ana%40example.com');
    expect(screen.queryByText('Order #APO-2026-001')).toBeNull();
    // Each row says what the order was, and when a pending one will be ready.
    expect(items[0].textContent).toContain('RUSH SERVICE for Spain');
    expect(items[0].textContent).toContain('Birth Certificate and 2 more');
    expect(items[2].textContent).toContain('Ready 7 business days after your originals arrive');
    // The sixth order is one click away.
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 older order' }));
    expect(await screen.findByText('Order #APO-2026-001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /older/ })).toBeNull();

    const counter = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(counter('Total Orders')).toBe('Total Orders6');
    expect(counter('In Progress')).toBe('In Progress4');
    expect(counter('Completed')).toBe('Completed2');
  });

  it('shows the empty state without orders and the error text when the orders call fails', async () => {
    signIn();
    handler = (url) =>
      url === '/api/customers/profile' ? json(200, { customer: PROFILE }) : url === '/api/customers/orders' ? json(200, { orders: [] }) : undefined;
    const view = await renderAt('/customer-dashboard');
    expect(await screen.findByText(DASHBOARD_MESSAGES.noOrders)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Order' }).getAttribute('href')).toBe('/order');
    view.unmount();

    handler = (url) => (url === '/api/customers/profile' ? json(200, { customer: PROFILE }) : json(500, { statusCode: 500, message: 'Internal server error' }));
    await renderAt('/customer-dashboard');
    expect(await screen.findByText(DASHBOARD_MESSAGES.fetchOrdersFailed)).toBeTruthy();
  });

  it('opens the Profile tab from ?tab=profile, edits, cancels and saves', async () => {
    signIn();
    handler = (url, init) => {
      if (url === '/api/customers/profile' && init?.method === 'PUT') {
        return json(200, { success: true, customer: { ...PROFILE, firstName: 'Anna', phone: null }, message: DASHBOARD_MESSAGES.profileUpdated });
      }
      if (url === '/api/customers/profile') return json(200, { customer: PROFILE });
      if (url === '/api/customers/orders') return json(200, { orders: [] });
      return undefined;
    };
    await renderAt('/customer-dashboard?tab=profile');
    const firstName = await screen.findByLabelText<HTMLInputElement>('First Name');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(firstName.disabled).toBe(true);
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('ana@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(DASHBOARD_MESSAGES.emailCannotChange)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(firstName, { target: { value: 'Draft' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
    expect(firstName.value).toBe('Ana');
    expect(firstName.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(firstName, { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(DASHBOARD_MESSAGES.profileUpdatedTitle)).toBeTruthy();
    expect(screen.getByText(DASHBOARD_MESSAGES.profileUpdated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ firstName: 'Anna', lastName: 'Lima', phone: '', email: 'ana@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Anna!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    // The header's account menu follows the saved name at once.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Anna' })).toBeTruthy();
  });

  it.each([
    ['the server message', () => json(400, { statusCode: 400, message: 'First name is required' }), 'First name is required'],
    ['the fallback', () => json(500, {}), DASHBOARD_MESSAGES.updateFailed],
    ['the network text', () => Promise.reject(new TypeError('Failed to fetch')), DASHBOARD_MESSAGES.networkError],
  ])('reports a failed save with %s', async (_, answer, text) => {
    signIn();
    handler = (url, init) => {
      if (url === '/api/customers/profile' && init?.method === 'PUT') return answer();
      if (url === '/api/customers/profile') return json(200, { customer: PROFILE });
      return json(200, { orders: [] });
    };
    await renderAt('/customer-dashboard?tab=profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DASHBOARD_MESSAGES.updateFailedTitle);
    expect(alert.textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('shows the account facts and the wholesale offer to retail accounts only', async () => {
    signIn();
    const view = await renderAt('/customer-dashboard?tab=account');
    expect(await screen.findByText('Account Type')).toBeTruthy();
    expect(screen.getByText('Retail')).toBeTruthy();
    expect(screen.getByText('January 5, 2026')).toBeTruthy();
    expect(screen.queryByText('Wholesale Tier')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply for Wholesale Account' }).getAttribute('href')).toBe('/wholesale');
    view.unmount();

    handler = (url) =>
      url === '/api/customers/profile'
        ? json(200, { customer: { ...PROFILE, accountType: 'wholesale', wholesaleTier: 'professional' } })
        : json(200, { orders: [] });
    await renderAt('/customer-dashboard?tab=account');
    expect(await screen.findByText('Professional (20% off service fees)')).toBeTruthy();
    expect(screen.queryByText('Upgrade to Wholesale')).toBeNull();
  });

  it('logs out with a toast and goes to /customer-login', async () => {
    signIn();
    await renderAt('/customer-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_MESSAGES.loggedOutTitle)).toBeTruthy();
    expect(screen.getByText(DASHBOARD_MESSAGES.loggedOut)).toBeTruthy();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
  });

  it('maps the tab parameter', async () => {
    expect([dashboardTab('profile'), dashboardTab('account'), dashboardTab(null), dashboardTab('other')]).toEqual(['profile', 'account', 'orders', 'orders']);
    expect([dashboardTab('batch'), dashboardTab('batch', true)]).toEqual(['orders', 'batch']);
  });

  it('offers the Batch Order tab to confirmed wholesale accounts only, beside the three tabs', async () => {
    signIn();
    const view = await renderAt('/customer-dashboard?tab=batch');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Orders', 'Profile', 'Account']);
    expect(screen.getByRole('tab', { name: 'My Orders' }).getAttribute('aria-selected')).toBe('true');
    view.unmount();

    handler = (url) =>
      url === '/api/customers/profile'
        ? json(200, { customer: { ...PROFILE, accountType: 'wholesale', wholesaleTier: 'partner' } })
        : json(200, { orders: [] });
    await renderAt('/customer-dashboard?tab=batch');
    expect(await screen.findByRole('heading', { name: 'Batch order' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Orders', 'Profile', 'Account', 'Batch Order']);
    expect(screen.getByRole('button', { name: 'Download template' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /place/i })).toBeNull();
  });
});
