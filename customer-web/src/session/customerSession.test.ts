import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCustomerSession } from './customerSession';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('customer session (spec §4)', () => {
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
});
