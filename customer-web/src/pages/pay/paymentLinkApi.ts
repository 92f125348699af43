import { apiGet, apiRequest } from '../../api/request';

/** GET /api/payment-links/:token (amount in dollars). */
export interface PaymentLinkCharge {
  description: string;
  amount: number;
  status: 'pending' | 'paid' | 'cancelled';
  orderNumber: string;
  /** The provider's hosted payment page when the charge is paid there (Stripe Checkout). */
  checkoutUrl: string | null;
}

export interface PaymentLinkIntent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

const base = (token: string) => `/api/payment-links/${encodeURIComponent(token)}`;

export const fetchPaymentLink = (token: string, init?: RequestInit) => apiGet<PaymentLinkCharge>(base(token), init);

/** The intent the card form confirms (the charge's open one when there is one). */
export const startPaymentLinkPayment = (token: string) => apiRequest<PaymentLinkIntent>('POST', `${base(token)}/intent`);

/** After the card was confirmed: the server verifies the payment with the provider and marks the charge paid. */
export const completePaymentLinkPayment = (token: string, paymentIntentId: string) =>
  apiRequest<PaymentLinkCharge>('POST', `${base(token)}/pay`, { paymentIntentId });
