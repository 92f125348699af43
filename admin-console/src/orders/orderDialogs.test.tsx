import { ADMIN_MESSAGES } from '@apostille/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../App';
import type { AdminOrder } from '../dataProvider/types';
import { CreateOrderDialog } from './CreateOrderDialog';
import { CustomOrderDialog } from './CustomOrderDialog';
import { EditOrderDialog } from './EditOrderDialog';
import { PaymentLinkDialog } from './PaymentLinkDialog';
import { OrderStatusDialog } from './StatusDialogs';

const ORDER: AdminOrder = {
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
  documentCount: 2,
  destinationCountry: 'Italy',
  deliveryMethod: 'mail',
  shippingStreet: null,
  shippingCity: null,
  shippingState: null,
  shippingZipCode: null,
  shippingCountry: null,
  shippingNotes: null,
  totalAmount: 150,
  notes: 'Old note',
} as AdminOrder;

/** react-admin's generic text for a refused submit, which the dialogs replace with their own. */
const GENERIC_INVALID = /form is not valid/i;

function renderInAdmin(ui: React.ReactNode, dataProvider: Partial<DataProvider> = {}) {
  const provider = testDataProvider({
    create: vi.fn(async (_resource: string, params: { data: unknown }) => ({
      data: { id: 99, orderNumber: 'APO-2026-099', ...(params.data as object) },
    })) as DataProvider['create'],
    update: vi.fn(async (_resource: string, params: { id: unknown; data: unknown }) => ({
      data: { ...ORDER, ...(params.data as object) },
    })) as DataProvider['update'],
    ...dataProvider,
  });
  render(
    <AdminContext queryClient={consoleQueryClient()} dataProvider={provider}>
      {ui}
      <Notification />
    </AdminContext>,
  );
  return provider;
}

async function choose(scope: HTMLElement, label: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function type(scope: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Create Order dialog', () => {
  it('shows the message of requirements A5 under each missing field, and no generic "form is not valid" toast', async () => {
    const provider = renderInAdmin(<CreateOrderDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    for (const message of [
      ADMIN_MESSAGES.firstNameRequired,
      ADMIN_MESSAGES.lastNameRequired,
      ADMIN_MESSAGES.validEmailRequired,
      ADMIN_MESSAGES.phoneRequired,
      ADMIN_MESSAGES.serviceLevelRequired,
      ADMIN_MESSAGES.documentTypeRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(GENERIC_INVALID)).toBeNull();
    expect(provider.create).not.toHaveBeenCalled();
    // A fixed field loses its message as it is typed.
    type(dialog, /First Name/, 'Katherine');
    await waitFor(() => expect(within(dialog).queryByText(ADMIN_MESSAGES.firstNameRequired)).toBeNull());
  });

  it('sends the trimmed order with the spec defaults, then closes', async () => {
    const onClose = vi.fn();
    const provider = renderInAdmin(<CreateOrderDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Order' });
    type(dialog, /First Name/, ' Katherine ');
    type(dialog, /Last Name/, 'Johnson');
    type(dialog, /Email/, 'kj@example.com');
    type(dialog, /Phone/, '(850) 555-0177');
    await choose(dialog, /Service Level/, 'RUSH SERVICE');
    await choose(dialog, /Document Type/, 'Birth Certificate');
    type(dialog, /^City/, 'Miami');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(provider.create).toHaveBeenCalledWith('orders', {
      data: expect.objectContaining({
        firstName: 'Katherine',
        lastName: 'Johnson',
        serviceLevel: 'rush',
        documentType: 'Birth Certificate',
        documentCount: 1,
        destinationCountry: 'United States',
        deliveryMethod: 'mail',
        shippingCity: 'Miami',
        shippingStreet: undefined,
      }),
    });
    expect(await screen.findByText(ADMIN_MESSAGES.orderCreatedTitle)).toBeTruthy();
  });
});

describe('Custom Order dialog', () => {
  it('says what is missing first, as a "Validation Error" notice that goes once that is fixed', async () => {
    const provider = renderInAdmin(<CustomOrderDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Custom Order' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toBe(ADMIN_MESSAGES.validationErrorTitle + ADMIN_MESSAGES.customerInfoRequired);
    expect(screen.queryByText(GENERIC_INVALID)).toBeNull();

    type(dialog, /First Name/, 'Mary');
    type(dialog, /Last Name/, 'Jackson');
    type(dialog, /Email/, 'mj@example.com');
    type(dialog, /Phone/, '8505550188');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Custom Order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(ADMIN_MESSAGES.selectServiceLevel);
    // The select shows it too once react-admin has validated the form (and focused the first field in error).
    await waitFor(() => expect(within(dialog).getAllByText(ADMIN_MESSAGES.selectServiceLevel)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('adds and removes line items, keeping at least one', async () => {
    renderInAdmin(<CustomOrderDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Order' });
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Remove line item 1' }).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Line Item' }));
    const second = await within(dialog).findByRole('group', { name: 'Line item 2' });
    expect(within(second).getByRole('combobox', { name: /Document Type 2/ })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Remove line item 1' }).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove line item 2' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Line item 2' })).toBeNull());
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Remove line item 1' }).disabled).toBe(true);
  });

  it("prefills the shipping cost from the method, checks it against the method's range, and keeps the total live", async () => {
    renderInAdmin(<CustomOrderDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Order' });
    expect(within(dialog).queryByLabelText(/Shipping Cost 1/)).toBeNull();
    await choose(dialog, /Delivery Method 1/, 'USPS Priority ($30)');
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>(/Shipping Cost 1/).value).toBe('30.00'));
    await choose(dialog, /Delivery Method 1/, 'FedEx Domestic ($35-$55)');
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>(/Shipping Cost 1/).value).toBe('35.00'));
    type(dialog, /Shipping Cost 1/, '20');
    expect(await within(dialog).findByText('FedEx Domestic shipping must be between $35 and $55')).toBeTruthy();
    expect(within(dialog).getByTestId('custom-order-total').textContent).toBe('Total: —');
    type(dialog, /Shipping Cost 1/, '40');
    type(dialog, /Base Price/, '347');
    type(dialog, /Discount/, '2.25');
    await waitFor(() => expect(within(dialog).getByTestId('custom-order-total').textContent).toBe('Total: $384.75'));
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Shipping Total/).value).toBe('40.00');
    expect(within(dialog).queryByText('FedEx Domestic shipping must be between $35 and $55')).toBeNull();
  });

  it('sends customer, line items and pricing in dollars', async () => {
    const onClose = vi.fn();
    const provider = renderInAdmin(<CustomOrderDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Order' });
    type(dialog, /First Name/, 'Mary');
    type(dialog, /Last Name/, 'Jackson');
    type(dialog, /Email/, 'mj@example.com');
    type(dialog, /Phone/, '8505550188');
    await choose(dialog, /Service Level/, 'LIGHTNING SPEED');
    await choose(dialog, /Document Type 1/, 'Birth Certificate');
    await choose(dialog, /Delivery Method 1/, 'USPS Priority ($30)');
    type(dialog, /Base Price/, '347');
    type(dialog, /Discount/, '2.25');
    await waitFor(() => expect(within(dialog).getByTestId('custom-order-total').textContent).toBe('Total: $374.75'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Custom Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [resource, { data }] = vi.mocked(provider.create).mock.calls[0] as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('custom-orders');
    expect(data).toMatchObject({
      customerInfo: { firstName: 'Mary', lastName: 'Jackson', email: 'mj@example.com', phone: '8505550188' },
      serviceLevel: 'lightning',
      destinationCountry: 'United States',
      lineItems: [{ documentType: 'Birth Certificate', documentCount: 1, deliveryMethod: 'usps_priority', shippingCost: 30 }],
      customPricing: { basePrice: 347, stateFeesTotal: 0, shippingTotal: 30, additionalCharges: 0, discount: 2.25, totalAmount: 374.75 },
    });
    expect((data.lineItems as { id: string }[])[0].id).toMatch(/^item-/);
  });
});

describe('Edit Order dialog', () => {
  it("starts from the order's values and saves the changes", async () => {
    const onClose = vi.fn();
    const provider = renderInAdmin(<EditOrderDialog order={ORDER} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Order APO-2026-007' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Last Name/).value).toBe('Ode');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Document Count/).value).toBe('2');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('Old note');
    type(dialog, /First Name/, '  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(provider.update).not.toHaveBeenCalled();

    type(dialog, /First Name/, 'Nora');
    type(dialog, /Phone/, '8505550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(provider.update).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({
        id: 7,
        previousData: ORDER,
        data: expect.objectContaining({ customerFirstName: 'Nora', customerPhone: '8505550199', shippingCity: null, totalAmount: 150 }),
      }),
    );
  });
});

describe('Status dialog', () => {
  it("starts at the order's status, not its notes, and sends the note with the new status", async () => {
    const provider = renderInAdmin(<OrderStatusDialog order={ORDER} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Update status of APO-2026-007' });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('');
    await choose(dialog, /Status/, 'Processing');
    type(dialog, 'Notes', ' Originals arrived ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'orders',
        expect.objectContaining({ id: 7, data: { status: 'processing' }, meta: { statusNotes: 'Originals arrived', shipment: {} } }),
      ),
    );
    expect(within(dialog).queryByLabelText('Tracking number')).toBeNull();
  });

  it('asks for the carrier and tracking number with Shipped and sends them', async () => {
    const provider = renderInAdmin(<OrderStatusDialog order={ORDER} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Update status of APO-2026-007' });
    await choose(dialog, /Status/, 'Shipped');
    await choose(dialog, /Carrier/, 'FedEx');
    type(dialog, 'Tracking number', '7712 3456 7890');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'orders',
        expect.objectContaining({
          data: { status: 'shipped' },
          meta: { statusNotes: undefined, shipment: { carrier: 'FEDEX', trackingNumber: '7712 3456 7890' } },
        }),
      ),
    );
  });
});

describe('Payment Link dialog', () => {
  it('asks for a description and an amount above 0, and takes the message back once they are valid', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ charge: { id: 1, description: 'Courier upgrade', amount: 30, paymentUrl: 'https://pay.example/1' } }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderInAdmin(<PaymentLinkDialog order={ORDER} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Send Payment Link for APO-2026-007' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.invalidExtraCharge);
    expect(screen.queryByText(GENERIC_INVALID)).toBeNull();
    type(dialog, /Description/, 'Courier upgrade');
    type(dialog, /Amount/, '30');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await within(dialog).findByText(/Payment link sent to nora@example.com/)).toBeTruthy();
    expect(calls).toEqual([{ description: 'Courier upgrade', amount: 30 }]);
  });
});
