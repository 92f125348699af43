import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES } from '@apostille/domain';
import { createAccountSchema, registrationPayload, signInSchema } from './accountSchemas';
import { renderAppAt } from '../../test/renderApp';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;
let handler: Handler = () => undefined;
const calls: { url: string; body: unknown; auth: string | null }[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PROFILE = {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phone: null,
  accountType: 'retail',
  wholesaleTier: null,
  monthlyDocumentCount: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  emailVerified: false,
};

beforeEach(() => {
  handler = () => undefined;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined, auth: new Headers(init?.headers).get('Authorization') });
      if (url === '/api/catalog') return json(200, { contact: { supportEmail: 'help@apostille.example', whatsappNumber: '+1 (305) 555-0100' } });
      return (await handler(url, init)) ?? json(404, { statusCode: 404, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string) {
  return renderAppAt(path);
}

/** Required fields carry an asterisk in their label, so labels match from their start. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('account form rules (requirements C5)', () => {
  const valid = { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', phone: '', password: 'long enough', confirmPassword: 'long enough' };
  const firstError = async (values: object) => {
    try {
      await createAccountSchema.validate(values, { abortEarly: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts a registration without a phone number and leaves the phone out of the payload', async () => {
    expect(await firstError(valid)).toBeNull();
    expect(registrationPayload({ ...valid, firstName: ' Ana ' })).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      password: 'long enough',
    });
    expect(registrationPayload({ ...valid, phone: ' 8505550100 ' }).phone).toBe('8505550100');
  });

  it('asks for at least 8 characters and matching passwords', async () => {
    expect(await firstError({ ...valid, password: 'short', confirmPassword: 'short' })).toBe(REGISTRATION_MESSAGES.passwordTooShort);
    expect(await firstError({ ...valid, confirmPassword: 'different!' })).toBe(REGISTRATION_MESSAGES.passwordsDoNotMatch);
    expect(await firstError({ ...valid, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    expect(await firstError({ ...valid, email: 'not-an-email' })).toBe(ACCOUNT_MESSAGES.validEmailRequired);
    expect(await firstError({ ...valid, password: '        ', confirmPassword: '        ' })).toBe(ACCOUNT_MESSAGES.passwordBlank);
  });

  it('needs an e-mail and a password to sign in', async () => {
    await expect(signInSchema.validate({ email: 'ana@example.com', password: '' })).rejects.toThrow(ACCOUNT_MESSAGES.passwordRequired);
    await expect(signInSchema.validate({ email: 'ana@example.com', password: 'x' })).resolves.toBeTruthy();
  });
});

describe('/customer-login', () => {
  it('hides the header and footer and offers Continue as guest', async () => {
    await renderAt('/customer-login');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe('/order');
  });

  it('signs in, keeps the token and cached user, greets, and opens the dashboard', async () => {
    handler = (url) => {
      if (url === '/api/customers/login') return json(200, { success: true, token: 'token-1', customer: PROFILE, message: 'Login successful' });
      if (url === '/api/customers/profile') return json(200, { customer: PROFILE });
      if (url === '/api/customers/orders') return json(200, { orders: [] });
      return undefined;
    };
    await renderAt('/customer-login');
    type('Email', ' ana@example.com ');
    type('Password', 'long enough');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/customers/login')?.body).toEqual({ email: 'ana@example.com', password: 'long enough' });
    expect(localStorage.getItem('customerToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ firstName: 'Ana' });
    const toast = screen.getByRole('status', { name: '' });
    expect(toast.textContent).toContain(REGISTRATION_MESSAGES.loginSuccessTitle);
    expect(toast.textContent).toContain(REGISTRATION_MESSAGES.loginSuccess);
    expect(calls.find((c) => c.url === '/api/customers/profile')?.auth).toBe('Bearer token-1');
    // The header follows the sign-in at once.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Ana' })).toBeTruthy();
  });

  it('shows the server message after a failed sign-in, and the network text when the server cannot be reached', async () => {
    handler = () => json(401, { statusCode: 401, message: ACCOUNT_MESSAGES.loginFailed });
    await renderAt('/customer-login');
    type('Email', 'ana@example.com');
    type('Password', 'wrong one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toContain(ACCOUNT_MESSAGES.loginFailed);
    expect(alerts.map((a) => a.textContent).join(' ')).toContain(REGISTRATION_MESSAGES.loginFailed);
    expect(localStorage.getItem('customerToken')).toBeNull();

    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(' '),
      ).toContain(REGISTRATION_MESSAGES.networkError),
    );
  });

  it('refuses a password of only spaces on the form, with the message the server would give', async () => {
    await renderAt('/customer-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    type('First Name', 'Ana');
    type('Last Name', 'Lima');
    type('Email', 'ana@example.com');
    type('Password', '        ');
    type('Confirm Password', '        ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordBlank)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/customers/register')).toBe(false);
  }, 30_000);

  it('checks the registration form before sending it', async () => {
    await renderAt('/customer-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    type('First Name', 'Ana');
    type('Last Name', 'Lima');
    type('Email', 'ana@example.com');
    type('Password', 'short');
    type('Confirm Password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/customers/register')).toBe(false);
  });

  it('asks for each empty field of an empty registration, not "Passwords do not match"', async () => {
    await renderAt('/customer-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.confirmPasswordRequired)).toBeTruthy();
    expect(screen.queryByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeNull();
  });

  it("opens Create Account with the order's e-mail from the confirmation's link", async () => {
    await renderAt('/customer-login?tab=create-account&email=ada%40example.com');
    expect(screen.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    expect((field('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('fixes the address of a wholesale invitation', async () => {
    await renderAt('/customer-login?tab=create-account&invite=wholesale&email=firm%40agency.example');
    const email = screen.getByLabelText<HTMLInputElement>(/^Email/);
    expect(email.value).toBe('firm@agency.example');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Your wholesale account is for this address.')).toBeTruthy();
  });

  it('creates the account, says so, and switches to Sign In with the e-mail filled in', async () => {
    handler = (url) => (url === '/api/customers/register' ? json(201, { success: true, message: ACCOUNT_MESSAGES.registered }) : undefined);
    await renderAt('/customer-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    type('First Name', 'Ana');
    type('Last Name', 'Lima');
    type('Email', 'ana@example.com');
    type('Password', 'long enough');
    type('Confirm Password', 'long enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.registeredTitle)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/customers/register')?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      password: 'long enough',
    });
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect((field('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it('shows the server message when registration is refused', async () => {
    handler = () => json(400, { statusCode: 400, message: ACCOUNT_MESSAGES.passwordTooCommon });
    await renderAt('/customer-login');
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    type('First Name', 'Ana');
    type('Last Name', 'Lima');
    type('Email', 'ana@example.com');
    type('Password', 'password1');
    type('Confirm Password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const alerts = await screen.findAllByRole('alert');
    const text = alerts.map((a) => a.textContent).join(' ');
    expect(text).toContain(REGISTRATION_MESSAGES.registrationFailed);
    expect(text).toContain(ACCOUNT_MESSAGES.passwordTooCommon);
  });
});
