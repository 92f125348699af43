import type { FieldIssue, OrderResponse } from '@apostille/domain';
import { createContext, useContext } from 'react';
import type { Presentation } from '../model/wizardSteps';

/** What the steps and the payment step may ask of the checkout around them (CheckoutSession). */
export interface CheckoutControls {
  presentation: Presentation;
  step: number;
  goTo: (step: number, options?: { replace?: boolean }) => void;
  /** False until a saved checkout has been looked up and restored: until then steps are not checked or saved. */
  ready: boolean;
  /** The server refused the order (create-payment-intent): each issue at its field, the first one's step shown. */
  refused: (issues: readonly FieldIssue[], message: string) => void;
  /** POST /api/checkout/order answered the order. */
  orderPlaced: (order: OrderResponse) => void;
  /** Paid, but the order's answer did not come: the server creates it from the payment, the page waits for it. */
  paymentPending: () => void;
  /** The order could not be created and the payment was refunded. */
  refunded: (message: string) => void;
  /** Clears the form and its staged files and starts a new checkout. */
  startOver: () => void;
}

export const CheckoutContext = createContext<CheckoutControls | null>(null);

export function useCheckout(): CheckoutControls {
  const controls = useContext(CheckoutContext);
  if (!controls) throw new Error('useCheckout outside CheckoutSession');
  return controls;
}
