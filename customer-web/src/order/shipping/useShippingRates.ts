import { fallbackRatesFor, toShippingRateDto, type ShippingRateDto } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/request';
import type { RatesRequest } from '../model/payload';

export type RatesState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; rates: ShippingRateDto[]; warning: boolean };

interface RatesResponse {
  success?: boolean;
  rates?: ShippingRateDto[];
}

export const RATES_DEBOUNCE_MS = 500;

/** Live rates for `request` (null = address incomplete), debounced; fallback rates per requirements C8. */
export function useShippingRates(request: RatesRequest | null): RatesState {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<RatesState>({ status: 'idle' });

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const body = JSON.parse(key) as RatesRequest;
    const fallback = () => fallbackRatesFor(body.toAddress.country).map(toShippingRateDto);
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      apiRequest<RatesResponse>('POST', '/api/shipping/rates', body, { signal: controller.signal })
        .then((res) => {
          const live = res?.success && Array.isArray(res.rates) && res.rates.length > 0 ? res.rates : null;
          setState({ status: 'loaded', rates: live ?? fallback(), warning: false });
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
