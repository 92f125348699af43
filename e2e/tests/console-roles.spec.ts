import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, STAFF_MESSAGES } from '../../libs/domain/src/index';
import { signInWithPassword } from './staff-sign-in';

/**
 * Roles in the console, at a laptop's 1440x900 and a phone's 390x844: a staff (non-admin) account's
 * menu leaves out Staff and Analytics, and opening them by address says "Not allowed" instead of
 * failing requests; an owner's role change asks first.
 */

const CLERK_PASSWORD = 'a long enough password';

async function openMenu(page: Page) {
  // On a phone the menu is a drawer behind the app bar's button.
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: /open menu/i }).click();
}

test('a staff account sees only its screens; a role change asks for confirmation', async ({ page }) => {
  if (test.info().project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  const clerk = `roles-${test.info().project.name}-${Date.now()}`;

  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const created = await page.request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: clerk, email: `${clerk}@example.com`, role: 'staff', password: CLERK_PASSWORD },
  });
  expect(created.status()).toBe(201);

  // The owner's role change waits for a confirmation; cancelled, nothing changes.
  await page.goto('/admin/staff');
  const card = page.getByRole('listitem', { name: clerk, exact: true });
  await card.getByRole('combobox', { name: `Role of ${clerk}` }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${clerk}?` });
  await expect(dialog).toContainText(`${clerk} goes from staff to admin`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('combobox', { name: `Role of ${clerk}` })).toHaveText('staff');
  await expect(page.getByText(STAFF_MESSAGES.roleChanged)).toHaveCount(0);

  // The staff account signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(clerk);
  await page.getByLabel('Password').fill(CLERK_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();

  await openMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Automation' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Analytics' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Wholesale applications' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Privacy requests' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Staff' })).toHaveCount(0);
  if (test.info().project.name === 'phone') {
    // Closed again, or the drawer (its state is kept) would cover the next page.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeHidden();
  }

  for (const path of ['/admin/staff', '/admin/analytics', '/admin/wholesale-applications', '/admin/opt-out-requests']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your role is not allowed to use this page.', { exact: false })).toBeVisible();
    await expect(page.getByText('Could not load staff')).toHaveCount(0);
    await expect(page.getByText('Failed to fetch analytics')).toHaveCount(0);
    const viewport = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  }
});
