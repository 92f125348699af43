import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { OrderPage } from '../OrderPage';

const PROFILE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(850) 555-0199' };
const KEY = 'k'.repeat(22);
let answerProfile: (body: unknown) => void = () => undefined;
let checkout: unknown = null;

/** The phone presentation: its first step is the customer's name, e-mail and phone. */
function stubBrowser() {
  vi.stubGlobal('fetch', (url: string) => {
    if (url === '/api/customers/profile') return new Promise<Response>((resolve) => (answerProfile = (body) => resolve(Response.json(body))));
    if (url === '/api/checkout') return Promise.resolve(Response.json(checkout));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
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

const renderOrderPage = () =>
  render(
    <MemoryRouter initialEntries={['/order']}>
      <ToastProvider>
        <OrderPage />
      </ToastProvider>
    </MemoryRouter>,
  );

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`)).value;

beforeEach(() => {
  checkout = null;
  stubBrowser();
  localStorage.setItem('customerToken', 'token-1');
  localStorage.setItem('customerUser', JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a signed-in customer's order form", () => {
  it('starts with their name and e-mail, then their phone from the profile, never over what they typed', async () => {
    renderOrderPage();
    await waitFor(() => expect(value('First Name')).toBe('Grace'));
    expect(value('Last Name')).toBe('Hopper');
    expect(value('Email')).toBe('grace@example.com');
    // The customer types another name before the profile answers: it stays.
    fireEvent.change(screen.getByLabelText(/^Last Name/), { target: { value: 'Murray' } });
    answerProfile({ customer: { ...PROFILE, lastName: 'Hopper-Profile' } });
    await waitFor(() => expect(value('Phone')).toBe(PROFILE.phone));
    expect(value('Last Name')).toBe('Murray');
  });

  it('leaves a saved checkout as it was saved', async () => {
    localStorage.setItem('apostille.checkoutKey', KEY);
    checkout = {
      state: 'open',
      step: 0,
      files: [],
      draft: {
        version: 1,
        presentation: 'phone',
        values: {
          customerFirstName: 'Ada',
          customerLastName: '',
          customerEmail: 'ada@example.com',
          customerPhone: '',
          shippingAddress: { street: '', city: '', state: '', zipCode: '', country: 'United States', notes: '' },
          serviceLevel: '',
          destinationCountry: '',
          deliveryMethod: '',
          selectedShippingRate: null,
          additionalServices: { scanning: false, translation: false },
          documents: [],
          notes: '',
        },
      },
    };
    renderOrderPage();
    await waitFor(() => expect(value('First Name')).toBe('Ada'));
    answerProfile({ customer: PROFILE });
    expect(value('Last Name')).toBe('');
    expect(value('Phone')).toBe('');
  });
});
