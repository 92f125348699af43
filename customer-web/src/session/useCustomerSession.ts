import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearCustomerSession, readCustomerSession, type CachedCustomer } from './customerSession';

export interface CustomerSession {
  user: CachedCustomer | null;
  logout: () => void;
}

/** The customer session, re-checked on every route change; logout clears it and goes to /customer-login. */
export function useCustomerSession(): CustomerSession {
  const location = useLocation();
  const navigate = useNavigate();
  const [user, setUser] = useState<CachedCustomer | null>(() => readCustomerSession());

  useEffect(() => {
    setUser(readCustomerSession());
  }, [location.pathname, location.search]);

  const logout = useCallback(() => {
    clearCustomerSession();
    setUser(null);
    void navigate('/customer-login');
  }, [navigate]);

  return { user, logout };
}
