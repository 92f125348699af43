import { expect, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '../../libs/domain/src/index';

/** Signs in to the staff console with the first staff account's password (two-factor off). */
export async function signInWithPassword(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(process.env.E2E_ADMIN_USERNAME ?? '');
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();
}
