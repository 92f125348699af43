import { expect, test, type Page } from '@playwright/test';
import { formatUsd, invoicePeriodLabel, invoicePeriodName, previousInvoicePeriod } from '../../libs/domain/src/index';
import { waitForMail } from './mailbox';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';

/**
 * A wholesale account billed monthly, at a laptop's 1440x900 and a phone's 390x844: an order placed
 * on account last month, staff write last month's invoices from the console's Wholesale page, the
 * account gets the invoice by e-mail and sees it on its Account tab with the link that pays it.
 */

const PASSWORD = 'a sound passphrase 42';
const TOTAL_CENTS = 18_450;

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A confirmed wholesale account billed monthly, with one order on account placed in the middle of last month (New York). */
async function accountWithOrderLastMonth(page: Page, email: string): Promise<void> {
  const registered = await page.request.post('/api/customers/register', {
    data: { firstName: 'Ines', lastName: 'Invoice', email, phone: '3055550199', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const db = await e2eDatabase();
  try {
    const { rows } = await db.query<{ id: number }>(
      `UPDATE customers SET email_verified = true, account_type = 'wholesale', wholesale_tier = 'professional', invoice_monthly = true
        WHERE lower(email) = lower($1) RETURNING id`,
      [email],
    );
    await db.query(
      `INSERT INTO orders (order_number, status, customer_id, placed_with_account, invoice_monthly, source, customer_first_name, customer_last_name,
         customer_email, customer_phone, service_level, destination_country, delivery_method, document_type, document_count,
         service_level_price_cents, total_amount_cents, created_at)
       VALUES ($1, 'pending', $2, true, true, 'api', 'Ines', 'Invoice', $3, '3055550199', 'rush', 'Spain', 'mail', 'Birth Certificate', 1,
         $4, $4, (date_trunc('month', now() AT TIME ZONE 'America/New_York') - interval '15 days') AT TIME ZONE 'America/New_York')`,
      [`APO-2025-${String(100000 + Math.floor(Math.random() * 900000))}`, rows[0].id, email, TOTAL_CENTS],
    );
  } finally {
    await db.end();
  }
}

test('staff write last month’s invoices and the account sees and can pay its invoice', async ({ page }) => {
  if (test.info().project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  const email = `e2e-invoice-${test.info().project.name}-${Date.now()}@example.com`;
  await accountWithOrderLastMonth(page, email);
  const period = previousInvoicePeriod(new Date());
  const month = invoicePeriodLabel(period);

  await signInWithPassword(page);
  await page.goto('/admin/wholesale-applications');
  const card = page.getByRole('heading', { name: 'Monthly invoices' }).locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
  await expect(card.getByLabel('Month')).toHaveValue(invoicePeriodName(period));
  await noSidewaysScroll(page);
  await card.getByRole('button', { name: 'Write invoices' }).click();
  await expect(page.getByText(/^\d+ invoices? written$/)).toBeVisible();

  const mail = await waitForMail(email, `Your invoice for ${month}`);
  expect(mail).toContain(formatUsd(TOTAL_CENTS));

  await page.evaluate(() => localStorage.clear());
  await page.goto('/customer-login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await page.goto('/customer-dashboard?tab=account');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText(month, { exact: true })).toBeVisible();
  await expect(page.getByText(`1 order · ${formatUsd(TOTAL_CENTS)}`)).toBeVisible();
  const pay = page.getByRole('link', { name: `Pay the invoice for ${month}` });
  await expect(pay).toHaveAttribute('href', /\/pay\/[A-Za-z0-9_-]+$/);
  await noSidewaysScroll(page);
});
