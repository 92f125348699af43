import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, DASHBOARD_MESSAGES, ORDER_MESSAGES, REGISTRATION_MESSAGES } from '../../libs/domain/src/index';
import { waitForMail } from './mailbox';

/** Desktop journey of a customer account: register, sign in, order signed in, find it, edit the profile, log out. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PASSWORD = 'a sound passphrase 42';

/** A required field's label ends with an asterisk, so labels match from their start. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function createAccount(page: Page, email: string) {
  await page.goto('/customer-login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await field(page, 'First Name').fill('Ada');
  await field(page, 'Last Name').fill('Lovelace');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.registeredTitle })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Email')).toHaveValue(email);
}

/** The shortest paid order: one PDF, first rate, test card (the order page's own journey is in order-desktop.spec.ts). */
async function placeOrder(page: Page, email: string): Promise<string> {
  await page.goto('/order?service=rush');
  await page.getByLabel('Destination Country').selectOption('Spain');
  await page.getByLabel('Delivery Method').selectOption('mail');
  await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
  await page.getByLabel('Upload files for document 1').setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('birth-certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3: Customer Information')).toBeVisible();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('8505551234');
  await page.getByLabel('Street Address').fill('100 Main Street');
  await page.getByLabel('City').fill('Tallahassee');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
  await page.getByLabel('ZIP Code').fill('32301');
  const rates = page.getByRole('radiogroup', { name: 'Return Shipping Options' });
  await expect(rates.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await rates.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3: Review & Documents')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ timeout: 15_000 });
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Billing ZIP Code').fill('32301');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeVisible();
  return (await page.getByTestId('order-number').textContent())?.trim() ?? '';
}

test.describe('customer account on a desktop', () => {
  test('register, sign in, order signed in, see it in Recent Orders, View Details, edit the profile, log out', async ({ page }) => {
    const email = `e2e-account-${Date.now()}@example.com`;
    await createAccount(page, email);
    // Header and footer are hidden on the login page.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await field(page, 'Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REGISTRATION_MESSAGES.loginFailed })).toBeVisible();

    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
    await expect(page.getByText(DASHBOARD_MESSAGES.noOrders)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Ada' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'New Order' }).click();
    await expect(page).toHaveURL(/\/order$/);
    const orderNumber = await placeOrder(page, email);
    expect(orderNumber).toMatch(/^APO-\d{4}-\d{3,}$/);

    await header.getByRole('button', { name: 'Ada' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const recent = page.getByRole('list', { name: 'Recent Orders' });
    const item = recent.getByRole('listitem').filter({ hasText: `Order #${orderNumber}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Pending');
    await expect(item).toContainText(/\$\d+\.\d{2}/);
    await expect(page.getByText('Total Orders').locator('..')).toContainText('1');

    await item.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(`/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

    await header.getByRole('button', { name: 'Ada' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/customer-dashboard\?tab=profile$/);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByText(DASHBOARD_MESSAGES.emailCannotChange)).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Augusta');
    await page.getByLabel('Phone Number').fill('8505550199');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: DASHBOARD_MESSAGES.profileUpdatedTitle })).toContainText(DASHBOARD_MESSAGES.profileUpdated);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Augusta!' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Augusta' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Augusta');
    await expect(page.getByLabel('Phone Number')).toHaveValue('8505550199');

    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByText('Retail')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply for Wholesale Account' })).toHaveAttribute('href', '/wholesale');

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer-login$/);
    await expect(page.getByRole('status').filter({ hasText: DASHBOARD_MESSAGES.loggedOutTitle })).toContainText(DASHBOARD_MESSAGES.loggedOut);
    expect(await page.evaluate(() => [localStorage.getItem('customerToken'), localStorage.getItem('customerUser')])).toEqual([null, null]);
    await page.goto('/customer-dashboard');
    await expect(page).toHaveURL(/\/customer-login$/);
    await page.getByRole('link', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('forgot password: an e-mailed link sets a new password and signs every session out', async ({ page, browser }) => {
    const email = `e2e-reset-${Date.now()}@example.com`;
    await createAccount(page, email);
    // Another device, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/customer-login');
    await field(otherPage, 'Email').fill(email);
    await field(otherPage, 'Password').fill(PASSWORD);
    await otherPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(otherPage).toHaveURL(/\/customer-dashboard$/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.passwordResetRequested })).toBeVisible();

    const mail = await waitForMail(email, 'Choose a new password');
    const link = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await field(page, 'New Password').fill('a fresh passphrase 43');
    await field(page, 'Confirm Password').fill('a fresh passphrase 43');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.passwordResetDone })).toBeVisible();

    // The other device's session is over; the link works only once.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/customer-login$/);
    await other.close();
    await page.goto(link);
    await field(page, 'New Password').fill('yet another passphrase 44');
    await field(page, 'Confirm Password').fill('yet another passphrase 44');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.passwordResetLinkInvalid })).toBeVisible();

    await page.goto('/customer-login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('a fresh passphrase 43');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/customer-dashboard$/);
  });
});
