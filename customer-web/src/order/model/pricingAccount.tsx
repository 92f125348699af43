import { isWholesaleTierId, type WholesaleTierId } from '@apostille/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { customerApi } from '../../session/customerApi';
import { readCustomerSession } from '../../session/customerSession';

/** What the order form prices with: whether a customer is signed in, and their wholesale tier. */
export interface PricingAccount {
  signedIn: boolean;
  wholesaleTier: WholesaleTierId | null;
}

export const GUEST_PRICING: PricingAccount = { signedIn: false, wholesaleTier: null };

export const PricingAccountContext = createContext<PricingAccount>(GUEST_PRICING);

export function usePricingAccount(): PricingAccount {
  return useContext(PricingAccountContext);
}

/**
 * The signed-in customer's pricing facts, from their profile (the tier staff set is only there).
 * Until it answers, and for guests, the order is priced retail; the server prices it the same way
 * from the account, so the browser's tier is only ever for showing.
 */
export function PricingAccountProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<PricingAccount>(() => (readCustomerSession() ? { signedIn: true, wholesaleTier: null } : GUEST_PRICING));

  useEffect(() => {
    if (!readCustomerSession()) return;
    let live = true;
    customerApi
      .profile()
      .then((answer) => {
        if (!live || !answer?.customer) return;
        const tier = answer.customer.wholesaleTier;
        setAccount({ signedIn: true, wholesaleTier: isWholesaleTierId(tier) ? tier : null });
      })
      .catch(() => undefined); // priced retail; the server's verified total still shows at payment
    return () => {
      live = false;
    };
  }, []);

  return <PricingAccountContext.Provider value={account}>{children}</PricingAccountContext.Provider>;
}
