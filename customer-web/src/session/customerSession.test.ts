import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SESSION_EVENT, clearCustomerSession, readCustomerSession, storeCustomerSession, updateCachedCustomer } from './customerSession';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('customer session (requirements C4)', () => {
  it('is signed in only with both the token and a readable user', () => {
    expect(readCustomerSession()).toBeNull();
    localStorage.setItem('customerToken', 't');
    expect(readCustomerSession()).toBeNull();
    localStorage.setItem('customerUser', JSON.stringify({ firstName: 'Ana', email: 'ana@example.com' }));
    expect(readCustomerSession()).toMatchObject({ firstName: 'Ana' });
    localStorage.removeItem('customerToken');
    expect(readCustomerSession()).toBeNull();
  });

  it('logs a user JSON that does not parse and clears both items', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('customerToken', 't');
    localStorage.setItem('customerUser', '{not json');
    expect(readCustomerSession()).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
  });

  it('announces sign-in, profile changes and sign-out so the header follows at once', () => {
    const heard = vi.fn();
    window.addEventListener(CUSTOMER_SESSION_EVENT, heard);
    storeCustomerSession('token-1', { firstName: 'Ana', email: 'ana@example.com' });
    expect(readCustomerSession()).toMatchObject({ firstName: 'Ana' });
    updateCachedCustomer({ firstName: 'Anna' });
    expect(readCustomerSession()).toMatchObject({ firstName: 'Anna' });
    clearCustomerSession();
    expect(readCustomerSession()).toBeNull();
    // Without a token there is no session to update.
    updateCachedCustomer({ firstName: 'Ghost' });
    expect(localStorage.getItem('customerUser')).toBeNull();
    window.removeEventListener(CUSTOMER_SESSION_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
