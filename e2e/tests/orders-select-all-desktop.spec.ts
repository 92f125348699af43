import { expect, test } from '@playwright/test';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';

/**
 * "Select all N matching" on the orders list at 1440x900: with a search that matches more orders than
 * the page shows, a status change reaches every match (the server reads the search), not only the page.
 */

const MATCHES = 30;

test('a bulk status change from "select all matching" reaches every order the search matches', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const surname = `Bulkmatch${Date.now().toString(36)}`;
  const db = await e2eDatabase();
  try {
    await db.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       SELECT 'APO-2019-' || $1::text || lpad(i::text, 3, '0'), 'pending', 'Sel', $1::text, lower($1::text) || i || '@example.com', '8505550100',
              'fast', 'Italy', 'Diploma', 5000
         FROM generate_series(1, $2::int) AS i`,
      [surname, MATCHES],
    );
  } finally {
    await db.end();
  }

  await signInWithPassword(page);
  const filter = encodeURIComponent(JSON.stringify({ q: surname.toLowerCase() }));
  await page.goto(`/admin/orders?filter=${filter}&page=1&perPage=25&sort=createdAt&order=DESC`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: `Select all ${MATCHES} matching` }).click();
  await expect(page.getByRole('status').filter({ hasText: `All ${MATCHES} matching orders are selected` })).toBeVisible();

  await page.getByRole('button', { name: 'Bulk Status Update' }).last().click();
  const dialog = page.getByRole('dialog', { name: `Update status of all ${MATCHES} matching orders` });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Documents Received' }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${MATCHES} orders updated` })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Every match changed, the 5 off the page too.
  const check = await e2eDatabase();
  try {
    const { rows: counts } = await check.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM orders WHERE customer_last_name = $1 GROUP BY status`,
      [surname],
    );
    expect(counts).toEqual([{ status: 'docs_received', n: MATCHES }]);
  } finally {
    await check.end();
  }
  await expect(rows.first()).toContainText('Documents Received');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
