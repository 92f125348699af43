import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES } from '@apostille/domain';
import { App } from '../../App';

const calls: { url: string; body: unknown }[] = [];
let confirmAnswer: () => Response = () => json(404, {});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/customers/password-reset')) calls.push({ url, body: JSON.parse(String(init?.body)) });
      if (url === '/api/customers/password-reset') return json(202, { success: true, message: ACCOUNT_MESSAGES.passwordResetRequested });
      if (url === '/api/customers/password-reset/confirm') return confirmAnswer();
      if (url === '/api/catalog') return json(200, { contact: { supportEmail: 'help@apostille.example', whatsappNumber: '+1 (305) 555-0100' } });
      return json(404, { statusCode: 404, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('password reset', () => {
  it('is offered on the sign-in tab', async () => {
    renderAt('/customer-login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgot-password');
  });

  it('asks for a link and shows the same answer for any address', async () => {
    renderAt('/forgot-password');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: ' ada@example.com ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetRequested)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/customers/password-reset', body: { email: 'ada@example.com' } }]);
  });

  it('sets the new password from the link, checking both entries first, and signs this browser out', async () => {
    localStorage.setItem('customerToken', 'an-old-session');
    confirmAnswer = () => json(200, { success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
    renderAt('/reset-password?token=tok_123');
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'a brand new password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'a different password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    });
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'a brand new password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetDone)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/customers/password-reset/confirm', body: { token: 'tok_123', password: 'a brand new password' } }]);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/customer-login');
  });

  it('says so when the link is used or expired, and offers a new one', async () => {
    confirmAnswer = () => json(400, { statusCode: 400, message: ACCOUNT_MESSAGES.passwordResetLinkInvalid });
    renderAt('/reset-password?token=used');
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'a brand new password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'a brand new password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
