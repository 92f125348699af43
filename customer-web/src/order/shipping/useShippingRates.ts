import { fallbackRatesFor, ratesForDeliveryMethod, toShippingRateDto, type ShippingRateDto } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/request';
import type { RatesRequest } from '../model/payload';

export type RatesState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; rates: ShippingRateDto[]; warning: boolean };

interface RatesResponse {
  success?: boolean;
  rates?: ShippingRateDto[];
}

export const RATES_DEBOUNCE_MS = 500;

/**
 * Live rates for `request` (null = address not valid yet), debounced. The rate service's answer is
 * shown as it is, none included ("No shipping options available for this address"); the built-in
 * table (requirements C8, with its warning) stands in only when the rate service cannot be reached.
 */
export function useShippingRates(request: RatesRequest | null): RatesState {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<RatesState>({ status: 'idle' });

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const body = JSON.parse(key) as RatesRequest;
    const fallback = () => ratesForDeliveryMethod(fallbackRatesFor(body.toAddress.country), body.deliveryMethod).map(toShippingRateDto);
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      apiRequest<RatesResponse>('POST', '/api/shipping/rates', body, { signal: controller.signal })
        .then((res) => {
          if (!res?.success || !Array.isArray(res.rates)) throw new Error('The rate service gave no answer');
          setState({ status: 'loaded', rates: ratesForDeliveryMethod(res.rates, body.deliveryMethod), warning: false });
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setState({ status: 'loaded', rates: fallback(), warning: true });
        });
    }, RATES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return state;
}
