import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@apostille/domain';
import { App } from '../../App';

let verifyAnswer: () => Response = () => new Response('{}', { status: 404 });
const verifyCalls: unknown[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  verifyCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/customers/verify-email') {
        verifyCalls.push(JSON.parse(String(init?.body)));
        return verifyAnswer();
      }
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

describe('/verify-email', () => {
  it('sends the token once and confirms', async () => {
    verifyAnswer = () => json(200, { success: true, message: ACCOUNT_MESSAGES.emailVerified });
    renderAt('/verify-email?token=abc_123');
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeTruthy();
    expect(verifyCalls).toEqual([{ token: 'abc_123' }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/customer-login');
  });

  it('explains an unknown or used link', async () => {
    verifyAnswer = () => json(400, { statusCode: 400, message: ACCOUNT_MESSAGES.verificationLinkInvalid });
    renderAt('/verify-email?token=used');
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeTruthy();
  });

  it('does not call the server without a token', () => {
    renderAt('/verify-email');
    expect(screen.getByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeTruthy();
    expect(verifyCalls).toEqual([]);
  });
});
