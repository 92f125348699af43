import { expect, test } from '@playwright/test';
import { ADMIN_MESSAGES, STAFF_MESSAGES } from '../../libs/domain/src/index';

/** The owner's Staff screen, at phone and laptop widths: create an account, change its role, disable it. */

const USERNAME = process.env.E2E_ADMIN_USERNAME ?? '';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

test('the owner creates a staff account, changes its role and disables it, without sideways scrolling', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();

  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: USERNAME, exact: true })).toBeVisible();

  const username = `clerk-${test.info().project.name}-${Date.now()}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.getByLabel('Initial password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: STAFF_MESSAGES.passwordTooShort })).toBeVisible();

  await page.getByLabel('Initial password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(STAFF_MESSAGES.created)).toBeVisible();
  const card = page.getByRole('listitem', { name: username, exact: true });
  await expect(card).toBeVisible();

  await card.getByRole('combobox', { name: `Role of ${username}` }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await page
    .getByRole('dialog', { name: `Change the role of ${username}?` })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(page.getByText(STAFF_MESSAGES.roleChanged)).toBeVisible();

  await card.getByRole('button', { name: `Disable ${username}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${username}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByText(STAFF_MESSAGES.disabled)).toBeVisible();
  await expect(card.getByText('Disabled')).toBeVisible();

  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
});
