import { dollarsToCents, type FieldIssue } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { ApiError, apiGet, apiRequest } from '../../api/request';
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

export type IntentState =
  | { status: 'initialising' }
  | { status: 'ready'; intent: PaymentIntent }
  /** The server refused the order: each problem at its field (the form's own paths). */
  | { status: 'refused'; message: string; issues: FieldIssue[] }
  /** No intent; `message` is the server's reason when it gave one. */
  | { status: 'error'; message: string | null };

function isFieldIssue(x: unknown): x is FieldIssue {
  const i = x as FieldIssue | null;
  return Boolean(i && typeof i.field === 'string' && typeof i.message === 'string');
}

/** What a failed create-payment-intent means for the page. */
export function intentFailure(error: unknown): Exclude<IntentState, { status: 'initialising' | 'ready' }> {
  if (!(error instanceof ApiError)) return { status: 'error', message: null };
  let errors: unknown;
  try {
    errors = (JSON.parse(error.bodyText) as { errors?: unknown }).errors;
  } catch {
    errors = undefined;
  }
  const issues = Array.isArray(errors) ? errors.filter(isFieldIssue) : [];
  const message = error.status < 500 ? (error.serverMessage ?? null) : null;
  if (error.status === 400 && issues.length > 0) return { status: 'refused', message: message ?? issues[0].message, issues };
  return { status: 'error', message };
}

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
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState(intentFailure(error));
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
