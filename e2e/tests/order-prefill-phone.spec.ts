import { expect, test } from '@playwright/test';
import { openLivePage } from './live-page';

/**
 * A signed-in customer's order form starts with their name, e-mail and phone from their profile;
 * what they type instead, and the checkout saved with it, is kept over a reload.
 */

const PASSWORD = 'a sound passphrase 42';

test('a signed-in customer finds their name, e-mail and phone on the order form, and keeps what they typed', async ({ page, request }) => {
  const email = `e2e-prefill-${Date.now()}@example.com`;
  const registered = await request.post('/api/customers/register', {
    data: { firstName: 'Grace', lastName: 'Hopper', email, phone: '(850) 555-0199', password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/customer-login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);

  page.on('dialog', (dialog) => void dialog.accept());
  await openLivePage(page, '/order');
  await expect(page.getByText('Step 1 of 5: Customer Info')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last Name')).toHaveValue('Hopper');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone')).toHaveValue('(850) 555-0199');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  // The customer orders for someone else: their typing is saved with the checkout and survives a reload.
  const saved = page.waitForResponse((r) => {
    if (!r.url().endsWith('/api/checkout') || r.request().method() !== 'PUT' || !r.ok()) return false;
    const values = (r.request().postDataJSON() as { draft: { values: Record<string, string> } }).draft.values;
    return values.customerFirstName === 'Ada' && values.customerPhone === '';
  });
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Phone').fill('');
  await saved;
  await page.reload();
  await expect(page.getByText('Step 1 of 5: Customer Info')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Phone')).toHaveValue('');
});
