import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../libs/domain/src/index';

/** A staff member signed in to the console in the same browser can still sign in as a customer. */

const PASSWORD = 'a sound passphrase 42';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

test('customer sign-in works while a staff session is stored in the same browser', async ({ page }) => {
  const staffLogin = await page.request.post('/api/admin/login', {
    data: { username: process.env.E2E_ADMIN_USERNAME, password: process.env.E2E_ADMIN_PASSWORD },
  });
  const { token } = (await staffLogin.json()) as { token: string };
  expect(token).toBeTruthy();

  const email = `e2e-both-${Date.now()}@example.com`;
  await page.goto('/customer-login');
  await page.evaluate((staffToken) => localStorage.setItem('adminToken', staffToken), token);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await field(page, 'First Name').fill('Grace');
  await field(page, 'Last Name').fill('Hopper');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.registeredTitle })).toBeVisible();

  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();
  // The staff session is left alone for the console.
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBe(token);
});
