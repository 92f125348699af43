import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_MESSAGES, REGISTRATION_MESSAGES } from '../../libs/domain/src/index';
import { openLivePage } from './live-page';

/** Phone journey (390 px wide): the navigation sheet follows sign-in and sign-out, and the dashboard fits the screen. */

const PASSWORD = 'a sound passphrase 42';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe('customer account on a phone', () => {
  test('the navigation sheet reflects sign-in and sign-out, and the dashboard is usable', async ({ page }) => {
    const email = `e2e-account-phone-${Date.now()}@example.com`;
    await openLivePage(page, '/order');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.getByRole('link', { name: 'Customer Login' }).click();
    await expect(page).toHaveURL(/\/customer-login$/);

    await page.getByRole('tab', { name: 'Create Account' }).click();
    await field(page, 'First Name').fill('Grace');
    await field(page, 'Last Name').fill('Hopper');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill('something else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await fitsThePhone(page);

    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();
    await expect(page.getByText(DASHBOARD_MESSAGES.noOrders)).toBeVisible();
    await fitsThePhone(page);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sheet.getByText('Welcome, Grace!')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Customer Login' })).toHaveCount(0);
    await sheet.getByRole('link', { name: 'Dashboard' }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByText(DASHBOARD_MESSAGES.emailCannotChange)).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Last Name').fill('Murray Hopper');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: DASHBOARD_MESSAGES.profileUpdatedTitle })).toBeVisible();
    await fitsThePhone(page);

    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByText('Upgrade to Wholesale')).toBeVisible();
    await fitsThePhone(page);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sheet.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer-login$/);
    await openLivePage(page, '/order');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sheet.getByRole('link', { name: 'Customer Login' })).toBeVisible();
    await expect(sheet.getByText('Welcome, Grace!')).toHaveCount(0);
  });
});
