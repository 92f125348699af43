import { expect, test } from '@playwright/test';

// Runs only in the phone project (see playwright.config.ts).
test.describe('phone layout', () => {
  test('phone: navigation moves into the side sheet', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(sheet.getByRole('link', { name: 'Customer Login' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(/\/tracking$/);
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);

    // Signed in: the sheet greets the customer by first name.
    await page.evaluate(() => {
      localStorage.setItem('customerToken', 'e2e-token');
      localStorage.setItem('customerUser', JSON.stringify({ firstName: 'Ana' }));
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' }).getByText('Welcome, Ana!')).toBeVisible();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer-login$/);
    expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();
  });
});
