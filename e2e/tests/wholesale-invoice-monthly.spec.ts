import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword } from './staff-sign-in';

/**
 * Staff switch an approved wholesale account to monthly invoicing on its application's card (issue
 * #36): the switch shows only once the application is approved, keeps its value after a reload, and
 * fits a laptop's 1440x900 and a phone's 390x844.
 */

async function openMenu(page: Page) {
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: /open menu/i }).click();
}

test('staff turn on monthly invoicing for an approved wholesale account', async ({ page }) => {
  if (test.info().project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  const company = `Invoice Agency ${test.info().project.name} ${Date.now()}`;
  const email = `e2e-invoice-${test.info().project.name}-${Date.now()}@example.com`;
  const applied = await page.request.post('/api/wholesale/applications', {
    data: {
      companyName: company,
      businessType: 'Law Firm',
      firstName: 'Maria',
      lastName: 'Lopez',
      email,
      phone: '3055550123',
      businessStreet: '100 Main Street',
      businessCity: 'Miami',
      businessState: 'FL',
      businessZipCode: '33101',
      businessCountry: 'United States',
      monthlyDocumentVolume: 60,
      servicesNeeded: ['Document Apostille'],
      reasonForWholesale: 'We file apostilles for immigration clients every week.',
    },
  });
  expect(applied.status()).toBe(201);

  await signInWithPassword(page);
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Wholesale applications' }).click();
  const card = page.getByRole('article', { name: `Wholesale application of ${company}` });
  await expect(card).toBeVisible();
  // Not before approval: there is no account to bill yet.
  await expect(card.getByRole('switch', { name: 'Invoice monthly' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${company}` });
  await dialog.getByRole('button', { name: 'Approve application' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Applications' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();

  const approved = page.getByRole('article', { name: `Wholesale application of ${company}` });
  const monthly = approved.getByRole('switch', { name: 'Invoice monthly' });
  await expect(monthly).not.toBeChecked();
  await expect(approved).toContainText('API orders are paid by card through a payment link.');
  await monthly.click();
  await expect(page.getByText('Monthly invoicing on')).toBeVisible();
  await expect(monthly).toBeChecked();
  await expect(approved).toContainText('API orders are billed on the monthly invoice.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await page.reload();
  await expect(page.getByRole('article', { name: `Wholesale application of ${company}` }).getByRole('switch', { name: 'Invoice monthly' })).toBeChecked();
});
