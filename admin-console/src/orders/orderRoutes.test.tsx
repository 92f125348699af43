import { Permission, roleCan, STAFF_ROLES, type OrderStoryView } from '@apostille/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type AuthProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { saveSession } from '../api/session';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import type { AdminOrder } from '../dataProvider/types';

const ORDER = {
  __typename: 'AdminOrder',
  id: 7,
  orderNumber: 'APO-2026-007',
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
} as AdminOrder;

const STORY: OrderStoryView = {
  order: {
    id: 7,
    orderNumber: 'APO-2026-007',
    status: 'pending',
    source: 'admin',
    createdAt: '2026-11-01T10:00:00.000Z',
    customer: { firstName: 'Nora', lastName: 'Ode', email: 'nora@example.com', phone: '', accountId: null },
    serviceLevel: 'rush',
    destinationCountry: 'Italy',
    deliveryMethod: 'mail',
    documentType: 'Birth Certificate',
    documentCount: 1,
    shippingAddress: null,
    returnShipping: null,
    additionalServices: { scanning: false, translation: false },
    notes: null,
  },
  lineItems: [],
  prices: { serviceLevel: 150, additionalDocuments: 0, stateFees: 0, shipping: 0, delivery: 0, additionalServices: 0, discount: 0, total: 150 },
  payments: [],
  extraCharges: [],
  documents: [],
  history: [],
  emails: [],
  staffNotes: [{ id: 1, body: 'Customer called', author: 'clerk', createdAt: '2026-11-01T11:00:00.000Z' }],
  conversations: [],
  translations: [],
  documentRoutes: [],
};

/**
 * No role of ROLE_PERMISSIONS lacks UpdateOrders today; a role the console does not know holds no
 * permission at all (fail closed), so it stands for one here.
 */
const READ_ONLY_ROLE = STAFF_ROLES.find((role) => !roleCan(role, Permission.UpdateOrders)) ?? 'auditor';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

function renderAt(path: string, role: string) {
  saveSession('token', { username: 'clerk', email: 'clerk@example.com', role, twoFactorEnabled: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      String(input).endsWith('/api/admin/orders/7/story')
        ? new Response(JSON.stringify(STORY), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  const dataProvider = {
    ...testDataProvider({
      getOne: (async (resource: string) => ({
        data: resource === 'stats' ? { id: 'current', totalOrders: 1, processingOrders: 0, completedOrders: 0, pendingOrders: 1, totalRevenue: 150 } : ORDER,
      })) as AdminDataProvider['getOne'],
      getList: (async () => ({ data: [ORDER], total: 1 })) as AdminDataProvider['getList'],
    }),
  } as AdminDataProvider;
  const router = createMemoryRouter([{ path: '*', element: <App authProvider={authProvider} dataProvider={dataProvider} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("an order's routes", () => {
  it('opens the edit route with its dialogs and the note box for a role that may update orders', async () => {
    const router = renderAt('/orders/7', 'staff');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'APO-2026-007' })).toBeTruthy();
    for (const name of ['Update Status', 'Edit', 'Documents']) expect(await within(main).findByRole('button', { name })).toBeTruthy();
    expect(within(main).getByRole('form', { name: 'Add a note' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/7');
  });

  it('sends a role without UpdateOrders to the read-only show route: the same story, no buttons, no note box', async () => {
    const router = renderAt('/orders/7', READ_ONLY_ROLE);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'APO-2026-007' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/7/show');
    expect(await within(main).findByText('Customer called')).toBeTruthy();
    for (const name of ['Update Status', 'Edit', 'Documents']) expect(within(main).queryByRole('button', { name })).toBeNull();
    expect(within(main).queryByRole('form', { name: 'Add a note' })).toBeNull();
  });

  it("links the list's order numbers to the page the role may use", async () => {
    renderAt('/orders', READ_ONLY_ROLE);
    await waitFor(() => expect(screen.getByRole('link', { name: 'APO-2026-007' }).getAttribute('href')).toBe('/orders/7/show'));
  });
});
