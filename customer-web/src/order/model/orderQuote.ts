import type { Quote } from '@apostille/domain';
import { useMemo } from 'react';
import type { OrderFormValues } from './formValues';
import { quoteFor } from './payload';
import { usePricingAccount } from './pricingAccount';

// Apart from pricingAccount.tsx (in the first download): the quote brings libs/domain's route and
// fee tables, which the form needs only once a service level is chosen.

/** The order's quote with the signed-in customer's tier, as the server will price it. */
export function useOrderQuote(values: OrderFormValues): Quote | null {
  const { wholesaleTier } = usePricingAccount();
  return useMemo(() => quoteFor(values, new Date(), wholesaleTier), [values, wholesaleTier]);
}
