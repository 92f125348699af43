import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eDatabase } from './public-db';

/** Steps of the wholesale-price journeys (wholesale-prices-desktop and -phone specs). */

const PASSWORD = 'a sound passphrase 42';

/**
 * A registered, confirmed account, signed in on the site. With a tier it is left as staff's
 * approval leaves it (the approval itself is another feature): wholesale, with that tier.
 */
export async function signInAccount(page: Page, request: APIRequestContext, tag: string, tier: string | null): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}@example.com`;
  const registered = await request.post('/api/customers/register', {
    data: { firstName: 'Grace', lastName: 'Hopper', email, phone: '(850) 555-0199', password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const db = await e2eDatabase();
  try {
    await db.query(`UPDATE customers SET email_verified = true, account_type = $2, wholesale_tier = $3 WHERE lower(email) = lower($1)`, [
      email,
      tier ? 'wholesale' : 'retail',
      tier,
    ]);
  } finally {
    await db.end();
  }
  await page.goto('/customer-login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  return email;
}

/** The summary line's amount (the text beside its label). */
export const summaryAmount = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order Summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
