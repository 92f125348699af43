import type { OrderResponse } from '@apostille/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportPageView } from '../../analytics/pageViews';
import { saveConfirmation } from '../../confirmation/confirmationStore';
import type { OrderConfirmation } from '../model/types';
import { endCheckout } from './checkoutKey';
import { forgetOrderFacts, type OrderFacts } from './orderFacts';

export function confirmationFor(order: OrderResponse, facts: OrderFacts): OrderConfirmation {
  return { order, ...facts, createdAt: new Date().toISOString() };
}

/**
 * The order exists: the checkout is over (the next one gets a new key) and the confirmation shows.
 * The order page is replaced in the history, so Back does not lead into a finished checkout.
 */
export function useFinishOrder(): (order: OrderResponse, facts: OrderFacts) => void {
  const navigate = useNavigate();
  return useCallback(
    (order, facts) => {
      endCheckout();
      forgetOrderFacts();
      const confirmation = confirmationFor(order, facts);
      saveConfirmation(confirmation);
      reportPageView(true); // the conversion of the analytics' conversion rate
      void navigate('/order-confirmation', { replace: true, state: confirmation });
    },
    [navigate],
  );
}
