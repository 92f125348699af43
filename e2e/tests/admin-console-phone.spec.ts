import { expect, test } from '@playwright/test';
import { ADMIN_MESSAGES } from '../../libs/domain/src/index';

/** The staff console at phone width: sign-in, the collapsed menu, and the orders list. */

const USERNAME = process.env.E2E_ADMIN_USERNAME ?? '';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

test.describe('staff console on a phone', () => {
  test('sign in, open Orders from the menu, search and select an order', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // Header actions stay reachable as icon buttons; nothing overflows the viewport sideways.
    for (const name of ['Export', 'New Order', 'Custom Order', 'Security', 'Logout']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A staff-created order to look for.
    await page.getByRole('button', { name: 'New Order' }).click();
    const create = page.getByRole('dialog');
    await create.getByRole('button', { name: 'Create Order' }).click();
    await expect(create.getByText(ADMIN_MESSAGES.firstNameRequired)).toBeVisible();
    await create.getByLabel('First Name').fill('Katherine');
    await create.getByLabel('Last Name').fill('Johnson');
    await create.getByLabel('Email').fill(`e2e-phone-${Date.now()}@example.com`);
    await create.getByLabel('Phone').fill('8505550177');
    await create.getByRole('combobox', { name: 'Service Level' }).click();
    await page.getByRole('option', { name: 'RUSH SERVICE' }).click();
    await create.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Birth Certificate' }).click();
    await create.getByRole('button', { name: 'Create Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.orderCreatedTitle })).toBeVisible();

    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders/);
    await page.getByPlaceholder('Search orders').fill('Johnson');
    const row = page.locator('tbody tr').filter({ hasText: 'Katherine Johnson' });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(row.getByRole('button', { name: /^Update status of APO-/ })).toBeVisible();
  });
});
