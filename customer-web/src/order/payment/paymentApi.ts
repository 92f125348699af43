import { dollarsToCents } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { apiGet, apiRequest } from '../../api/request';
import type { PaymentIntentRequest } from '../model/payload';

export interface PaymentConfig {
  provider: 'stripe' | 'offline';
  publishableKey: string | null;
  /** Support mailbox for the "not configured" notice. */
  supportEmail: string | null;
}

let catalogPayment: Promise<PaymentConfig> | null = null;

/** The deployment's payment provider from GET /api/catalog (fetched once per page load). */
export function loadPaymentConfig(): Promise<PaymentConfig> {
  catalogPayment ??= apiGet<{ payment?: Omit<PaymentConfig, 'supportEmail'>; contact?: { supportEmail?: string } }>('/api/catalog')
    .then((c) => ({
      provider: c.payment?.provider === 'stripe' ? ('stripe' as const) : ('offline' as const),
      publishableKey: c.payment?.publishableKey ?? null,
      supportEmail: c.contact?.supportEmail ?? null,
    }))
    .catch((e: unknown) => {
      catalogPayment = null;
      throw e;
    });
  return catalogPayment;
}

export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  verifiedTotalCents: number;
}

export type IntentState = { status: 'initialising' } | { status: 'ready'; intent: PaymentIntent } | { status: 'error' };

export const INTENT_DEBOUNCE_MS = 400;

/** POST /api/create-payment-intent, re-requested (debounced) whenever the order inputs change. */
export function usePaymentIntent(request: PaymentIntentRequest, attempt: number): IntentState {
  const key = JSON.stringify(request);
  const [state, setState] = useState<IntentState>({ status: 'initialising' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'initialising' });
    const timer = setTimeout(() => {
      apiRequest<{ clientSecret: string; verifiedAmount: number; paymentIntentId: string }>('POST', '/api/create-payment-intent', JSON.parse(key), {
        signal: controller.signal,
      })
        .then((r) => {
          if (!r?.clientSecret) throw new Error('No client secret');
          setState({
            status: 'ready',
            intent: {
              clientSecret: r.clientSecret,
              paymentIntentId: r.paymentIntentId,
              verifiedTotalCents: dollarsToCents(Number(r.verifiedAmount)),
            },
          });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        });
    }, INTENT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);
  return state;
}

/** The payment intent id is the part of the client secret before '_secret_'. */
export function intentIdFromSecret(clientSecret: string): string {
  const i = clientSecret.indexOf('_secret_');
  return i > 0 ? clientSecret.slice(0, i) : clientSecret;
}
