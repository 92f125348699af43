import { formatUsd, quote, type Quote } from '@apostille/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCustomerSession, storeCustomerSession } from '../../session/customerSession';
import { GUEST_PRICING, PricingAccountContext, PricingAccountProvider, usePricingAccount, type PricingAccount } from '../model/pricingAccount';
import { OrderSummary } from './OrderSummary';

/** The worked example: rush, 3 documents, scanning, $9.45 return rate; service fees $372.00. */
const cart = { serviceLevel: 'rush', documentCount: 3, deliveryMethod: 'mail', shippingRateCents: 945, additionalServices: { scanning: true } };
const amountOf = (label: string | RegExp) => screen.getByText(label).nextElementSibling?.textContent;

function renderSummary(q: Quote, account: PricingAccount) {
  return render(
    <MemoryRouter>
      <PricingAccountContext.Provider value={account}>
        <OrderSummary quote={q} deliveryMethod="mail" shippingLabel="USPS Priority Mail Flat Rate Envelope" />
      </PricingAccountContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  clearCustomerSession();
  vi.unstubAllGlobals();
});

describe('order summary for wholesale and retail accounts', () => {
  it("shows a wholesale customer their tier's discount before paying, and the discounted total", () => {
    const q = quote({ ...cart, wholesaleTier: 'enterprise' });
    renderSummary(q, { signedIn: true, wholesaleTier: 'enterprise' });
    expect(amountOf('Subtotal')).toBe(formatUsd(41145));
    expect(amountOf('Wholesale discount (Enterprise, 30%)')).toBe(`−${formatUsd(11160)}`);
    expect(amountOf('Total')).toBe(formatUsd(41145 - 11160));
    // Government fees are not discounted.
    expect(amountOf(/State government fees/)).toBe(formatUsd(3000));
    expect(screen.queryByText(/Wholesale accounts save/)).toBeNull();
  });

  it.each([
    ['partner', 'Partner, 10%', 3720],
    ['professional', 'Professional, 20%', 7440],
  ] as const)('names the %s tier and its percentage', (tier, label, discount) => {
    renderSummary(quote({ ...cart, wholesaleTier: tier }), { signedIn: true, wholesaleTier: tier });
    expect(amountOf(`Wholesale discount (${label})`)).toBe(`−${formatUsd(discount)}`);
  });

  it('tells a signed-in retail customer what a wholesale account would save, linking to /wholesale', () => {
    const q = quote(cart);
    renderSummary(q, { signedIn: true, wholesaleTier: null });
    const link = screen.getByRole('link', { name: `Wholesale accounts save up to ${formatUsd(11160)} on this order` });
    expect(link.getAttribute('href')).toBe('/wholesale');
    expect(screen.queryByText(/Wholesale discount/)).toBeNull();
    expect(amountOf('Total')).toBe(formatUsd(41145));
  });

  it('shows a guest nothing new', () => {
    renderSummary(quote(cart), GUEST_PRICING);
    expect(screen.queryByText(/Wholesale/)).toBeNull();
    expect(screen.queryByText('Subtotal')).toBeNull();
    expect(amountOf('Total')).toBe(formatUsd(41145));
  });
});

describe('pricing account', () => {
  function Probe() {
    const account = usePricingAccount();
    return <output data-testid="account">{JSON.stringify(account)}</output>;
  }

  it("takes a signed-in customer's tier from their profile", async () => {
    storeCustomerSession('token', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@agency.example' });
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url === '/api/customers/profile'
          ? Response.json({
              customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@agency.example', accountType: 'wholesale', wholesaleTier: 'professional' },
            })
          : new Response(null, { status: 404 }),
      ),
    );
    render(
      <PricingAccountProvider>
        <Probe />
      </PricingAccountProvider>,
    );
    expect(await screen.findByText(JSON.stringify({ signedIn: true, wholesaleTier: 'professional' }))).toBeTruthy();
  });

  it('prices a guest retail without asking for a profile', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <PricingAccountProvider>
        <Probe />
      </PricingAccountProvider>,
    );
    expect(screen.getByTestId('account').textContent).toBe(JSON.stringify(GUEST_PRICING));
    expect(fetch).not.toHaveBeenCalled();
  });
});
