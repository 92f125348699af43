import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTakingOverPrerenderedPage } from '../prerender/hydration';
import { CUSTOMER_SESSION_EVENT, clearCustomerSession, readCustomerSession, type CachedCustomer } from './customerSession';

export interface CustomerSession {
  user: CachedCustomer | null;
  logout: () => void;
}

/** The customer session, re-checked on every route change; logout clears it and goes to /customer-login. */
export function useCustomerSession(): CustomerSession {
  const location = useLocation();
  const navigate = useNavigate();
  // Over a prerendered page the first render is the signed-out visitor's; the effect below reads the session at once.
  const [user, setUser] = useState<CachedCustomer | null>(() => (isTakingOverPrerenderedPage() ? null : readCustomerSession()));

  useEffect(() => {
    setUser(readCustomerSession());
  }, [location.pathname, location.search]);

  // Sign-in, sign-out and profile changes in this tab (session event) or another tab (storage event).
  useEffect(() => {
    const refresh = () => setUser(readCustomerSession());
    window.addEventListener(CUSTOMER_SESSION_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(CUSTOMER_SESSION_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);

  const logout = useCallback(() => {
    clearCustomerSession();
    setUser(null);
    void navigate('/customer-login');
  }, [navigate]);

  return { user, logout };
}
