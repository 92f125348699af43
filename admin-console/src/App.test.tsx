import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('admin console shell', () => {
  it('sends a visitor without a token to the login page', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/Username/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('asks for the 6-digit code when the account has two-factor on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, requiresTwoFactor: true, message: 'Code required' }), { status: 200 })),
    );
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'staff' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'a long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText<HTMLInputElement>('Verification code');
    fireEvent.change(code, { target: { value: '12x345' } });
    expect(code.value).toBe('12345');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true));
    fireEvent.change(code, { target: { value: '123456' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(false);
  });
});
