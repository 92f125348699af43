import { FALLBACK_DOMESTIC_RATES, FALLBACK_INTERNATIONAL_RATES, SHIPPING_MESSAGES } from '@apostille/domain';
import type { ShippingRateDto } from '@apostille/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReturnShippingOptions } from './ReturnShippingOptions';

const ADDRESS = { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' };
const LIVE: ShippingRateDto[] = [
  { carrier: 'USPS', service: 'PRIORITY', serviceDescription: 'USPS Priority Mail', cost: 11.2, currency: 'USD', deliveryDays: 2, rateId: 'r-usps' },
  { carrier: 'FEDEX', service: 'OVERNIGHT', serviceDescription: 'FedEx Overnight', cost: 48, currency: 'USD', deliveryDays: 1, rateId: 'r-fedex' },
];

function Harness({ address = ADDRESS, deliveryMethod }: { address?: typeof ADDRESS; deliveryMethod?: string }) {
  const [value, setValue] = useState<ShippingRateDto | null>(null);
  return <ReturnShippingOptions address={address} value={value} onChange={setValue} deliveryMethod={deliveryMethod} />;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ReturnShippingOptions', () => {
  it('is disabled with the spec text until the address is complete, and does not call the API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Harness address={{ ...ADDRESS, zipCode: '' }} />);
    expect(screen.getByText(SHIPPING_MESSAGES.addressIncomplete)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the loading state with three placeholders, then live rates; selecting one confirms it', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetch);
    render(<Harness />);
    expect(screen.getByText(SHIPPING_MESSAGES.loading)).toBeTruthy();
    expect(screen.getAllByTestId('rate-skeleton')).toHaveLength(3);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shipping/rates');
    expect(JSON.parse(init.body as string)).toMatchObject({ toAddress: { ...ADDRESS, residential: true }, packages: [{ weight: 0.5 }] });
    await act(async () => resolve(json({ success: true, rates: LIVE })));
    expect(await screen.findByText('USPS Priority Mail')).toBeTruthy();
    expect(screen.getByText('1 business day')).toBeTruthy();
    expect(screen.getByText('2 business days')).toBeTruthy();
    expect(screen.queryByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeNull();
    fireEvent.click(screen.getByLabelText(/FedEx Overnight/));
    expect(screen.getByText('Selected: FedEx Overnight - $48.00')).toBeTruthy();
  });

  it('on a failed call shows the amber warning and the domestic fallback rates', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 502 })),
    );
    render(<Harness />);
    expect(await screen.findByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(FALLBACK_DOMESTIC_RATES.length);
  });

  it('on a network error shows the warning too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<Harness address={{ ...ADDRESS, country: 'Germany', state: 'Berlin', zipCode: '10115' }} />);
    expect(await screen.findByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(FALLBACK_INTERNATIONAL_RATES.length);
  });

  it('on success=false (no answer from the rate service) shows the warning and the fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, rates: [] })),
    );
    render(<Harness />);
    expect(await screen.findByText(FALLBACK_DOMESTIC_RATES[0].serviceDescription)).toBeTruthy();
    expect(screen.getByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeTruthy();
  });

  it('an answer with no rates for the address says so, and never shows the fallback table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, rates: [] })),
    );
    render(<Harness />);
    expect(await screen.findByText(SHIPPING_MESSAGES.noOptions)).toBeTruthy();
    expect(screen.queryByText(FALLBACK_DOMESTIC_RATES[0].serviceDescription)).toBeNull();
    expect(screen.queryByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeNull();
  });

  it("asks for the delivery method's rates and lists only its carrier's, the fallback included", async () => {
    const fetch = vi.fn(async () => json({ success: true, rates: LIVE }));
    vi.stubGlobal('fetch', fetch);
    const { unmount } = render(<Harness deliveryMethod="fedex" />);
    expect(await screen.findByText('FedEx Overnight')).toBeTruthy();
    expect(screen.queryByText('USPS Priority Mail')).toBeNull();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown[])[1] && ((fetch.mock.calls[0] as unknown[])[1] as RequestInit).body))).toMatchObject({
      deliveryMethod: 'fedex',
    });
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'down' }, 503)),
    );
    render(<Harness deliveryMethod="mail" />);
    expect(await screen.findByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeTruthy();
    expect(screen.getAllByRole('radio').length).toBe(FALLBACK_DOMESTIC_RATES.filter((r) => r.carrier === 'USPS').length);
  });

  it('asks nothing for an address that is not valid yet (a 4-digit ZIP)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Harness address={{ ...ADDRESS, zipCode: '3230' }} />);
    expect(screen.getByText(SHIPPING_MESSAGES.addressIncomplete)).toBeTruthy();
    expect(screen.queryByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reloads (debounced) when a complete address changes', async () => {
    const fetch = vi.fn(async () => json({ success: true, rates: LIVE }));
    vi.stubGlobal('fetch', fetch);
    const { rerender } = render(<Harness />);
    await screen.findByText('USPS Priority Mail');
    rerender(<Harness address={{ ...ADDRESS, zipCode: '32302' }} />);
    expect(await screen.findByText(SHIPPING_MESSAGES.loading)).toBeTruthy();
    await screen.findByText('USPS Priority Mail');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
