import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, documentRouteViews, TRACKING_MESSAGES, WHOLESALE_MESSAGES } from '@apostille/domain';
import { WHOLESALE_INITIAL_VALUES, wholesalePayload } from './pages/WholesalePage';
import { renderAppAt } from './test/renderApp';

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;
let handler: Handler = () => undefined;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  handler = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/catalog') return json(200, { contact: { supportEmail: 'help@apostille.example', whatsappNumber: '+1 (305) 555-0100' } });
      const answer = handler(url, init);
      return answer ? json(answer.status, answer.body) : json(404, { statusCode: 404, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string) {
  return renderAppAt(path);
}

describe('App routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    await renderAt('/this-page-does-not-exist');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a New Order' }).getAttribute('href')).toBe('/order');
  });

  it.each(['/', '/order'])('shows the New Order page at %s, highlighted in the header', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Apostille Services' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'New Order' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Track Order' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/data-processing-agreement', 'Data Processing Agreement (GDPR)'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/ccpa-compliance', 'California Consumer Privacy Act (CCPA) Notice'],
  ])('renders the legal page %s', async (path, title) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/Effective date: September 29, 2025 · Last updated: September 29, 2025/)).toBeTruthy();
  });
});

describe('layout', () => {
  it('shows Login when signed out, and the footer columns', async () => {
    await renderAt('/contact');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/customer-login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Admin Portal' }).getAttribute('href')).toBe('/admin');
    expect(within(footer).getByRole('link', { name: 'Wholesale Application' }).getAttribute('href')).toBe('/wholesale');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Apostille Services. All rights reserved.`)).toBeTruthy();
    const mail = await within(footer).findByRole('link', { name: 'help@apostille.example' });
    expect(mail.getAttribute('href')).toBe('mailto:help@apostille.example');
    const chats = screen.getAllByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chats[0].getAttribute('href')).toBe(`https://wa.me/13055550100?text=${encodeURIComponent('Hi! I need help with apostille services.')}`);
  });

  it('shows the account menu with the first name when signed in, and logs out', async () => {
    localStorage.setItem('customerToken', 'token');
    localStorage.setItem('customerUser', JSON.stringify({ firstName: 'Ana' }));
    await renderAt('/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Ana' }));
    expect((await screen.findByRole('menuitem', { name: 'Profile' })).getAttribute('href')).toBe('/customer-dashboard?tab=profile');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/customer-dashboard');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    // /customer-login: header and footer are hidden.
    await waitFor(() => expect(screen.queryByRole('banner')).toBeNull());
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('tracking', () => {
  it('asks for both order number and e-mail', async () => {
    await renderAt('/tracking');
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'APO-2025-001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(screen.getByText(TRACKING_MESSAGES.bothRequired)).toBeTruthy();
  });

  it('searches at once from the query parameters and shows Order Not Found with the tips', async () => {
    handler = (url) => (url.startsWith('/api/orders/track?') ? { status: 404, body: { statusCode: 404, message: TRACKING_MESSAGES.notFound } } : undefined);
    await renderAt('/tracking?order=APO-2025-404&email=a@example.com');
    expect(await screen.findByText(TRACKING_MESSAGES.notFoundTitle)).toBeTruthy();
    expect(screen.getByText(TRACKING_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByText(/APO-YYYY-###/)).toBeTruthy();
    expect(screen.getByText(/24 hours to appear/)).toBeTruthy();
  });

  it('shows the order with its progress', async () => {
    handler = (url) =>
      url === '/api/orders/track?orderNumber=APO-2025-001&email=jane%40example.com'
        ? {
            status: 200,
            body: {
              orderNumber: 'APO-2025-001',
              createdAt: '2025-10-01T14:00:00.000Z',
              status: 'authentication_in_progress',
              serviceLevel: 'rush',
              documentType: 'Birth Certificate',
              destinationCountry: 'Spain',
              deliveryMethod: 'mail',
              totalAmount: 336.45,
              customerFirstName: 'Jane',
              customerLastName: 'Doe',
              customerEmail: 'jane@example.com',
              customerPhone: '3055550100',
              serviceLevelPrice: 227,
              deliveryPrice: 0,
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
              statusHistory: [{ newStatus: 'pending', changedAt: '2025-10-01T14:00:00.000Z', notes: 'Order placed' }],
              services: [{ details: 'Document Scanning', price: 15 }],
              documents: [{ originalName: 'birth.pdf', fileSize: 2048 }],
              documentRoutes: documentRouteViews({
                documents: [{ documentType: 'Birth Certificate' }],
                destinationCountry: 'Spain',
                date: new Date('2025-10-01T14:00:00.000Z'),
              }),
            },
          }
        : undefined;
    await renderAt('/tracking?order=APO-2025-001&email=jane@example.com');
    expect(await screen.findByRole('heading', { name: 'Order APO-2025-001' })).toBeTruthy();
    const progress = screen.getByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    expect(steps[0].textContent).toContain('(done)');
    expect(screen.getByText('birth.pdf')).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(screen.getByText('Order placed')).toBeTruthy();
    // The route kept on the order, as promised before payment.
    expect(within(screen.getByRole('region', { name: 'Route for document 1: Birth Certificate' })).getByText(/^Apostille from Florida/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start New Order' }).getAttribute('href')).toBe('/order');
    // The price block itemises what was paid, as the confirmation did, and adds up to the total.
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    for (const [label, amount] of [
      ['RUSH SERVICE (service level)', '$227.00'],
      ['Additional documents', '$65.00'],
      ['Additional services', '$15.00'],
      ['State government fees', '$20.00'],
      ['Return shipping', '$9.45'],
      ['Total paid', '$336.45'],
    ]) {
      expect(within(pricing).getByText(label).nextElementSibling?.textContent).toBe(amount);
    }
  });
});

describe('contact', () => {
  it('shows the C5 messages', async () => {
    await renderAt('/contact');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'J' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(await screen.findByText(CONTACT_MESSAGES.nameMin)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.invalidPhone)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.subjectMin)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.messageMin)).toBeTruthy();
  });

  const fillContact = (message: string, phone = '(305) 555-0100') => {
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: phone } });
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'A question about my order' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: message } });
  };

  it('shows each limit at its field: a 10,000-character message and words for a phone are never sent', async () => {
    const sent: string[] = [];
    handler = (url) => {
      if (url === '/api/contact') sent.push(url);
      return undefined;
    };
    await renderAt('/contact');
    fillContact('x'.repeat(10_000), 'call-me-later-please');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(await screen.findByText(CONTACT_MESSAGES.messageTooLong)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.invalidPhone)).toBeTruthy();
    expect(sent).toEqual([]);
    fillContact('A message long enough to be sent.');
    expect(await screen.findByText('33 / 5000 characters')).toBeTruthy();
  });

  it("shows the server's refusal at the field it is about", async () => {
    handler = (url) => (url === '/api/contact' ? { status: 400, body: { statusCode: 400, message: CONTACT_MESSAGES.subjectTooLong } } : undefined);
    await renderAt('/contact');
    fillContact('A message long enough to be sent.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    const subject = screen.getByLabelText(/^Subject/);
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('subject-helper-text')?.textContent).toBe(CONTACT_MESSAGES.subjectTooLong);
    expect(screen.queryByText(CONTACT_MESSAGES.sendFailed)).toBeNull();
  });

  it('offers our phone, e-mail and hours', async () => {
    await renderAt('/contact');
    const main = within(screen.getByRole('main'));
    expect((await main.findByRole('link', { name: '+1 (305) 555-0100' })).getAttribute('href')).toBe('tel:+13055550100');
    expect(main.getByRole('link', { name: 'help@apostille.example' })).toBeTruthy();
  });
});

describe('wholesale', () => {
  it('shows the C5 messages on an empty submit', async () => {
    await renderAt('/wholesale');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    });
    for (const message of [
      WHOLESALE_MESSAGES.companyNameRequired,
      WHOLESALE_MESSAGES.businessTypeRequired,
      WHOLESALE_MESSAGES.firstNameRequired,
      WHOLESALE_MESSAGES.validEmailRequired,
      WHOLESALE_MESSAGES.streetRequired,
      WHOLESALE_MESSAGES.zipCodeRequired,
      WHOLESALE_MESSAGES.monthlyVolumeRequired,
      WHOLESALE_MESSAGES.selectAtLeastOneService,
      WHOLESALE_MESSAGES.explainWholesale,
      WHOLESALE_MESSAGES.acceptTerms,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('sends empty optional values as empty strings or 0 and never acceptTerms', async () => {
    const payload = wholesalePayload({ ...WHOLESALE_INITIAL_VALUES, monthlyDocumentVolume: '25', acceptTerms: true });
    expect(payload).not.toHaveProperty('acceptTerms');
    expect(payload).toMatchObject({
      taxId: '',
      yearsInBusiness: 0,
      estimatedAnnualSpend: 0,
      monthlyDocumentVolume: 25,
      businessCountry: 'United States',
      servicesNeeded: [],
    });
  });
});
