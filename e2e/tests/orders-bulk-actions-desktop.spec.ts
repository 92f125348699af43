import { expect, test } from '@playwright/test';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';

/**
 * Bulk work from the orders list's selection at 1440x900 (issue #33 item 2): a customer notification
 * to every order the search matches ("select all N matching", read by the server), and automation
 * on ticked rows, named by their order numbers.
 */

const MATCHES = 27;

test('notifies the customers of all matching orders and runs automation on ticked rows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const surname = `Bulknote${Date.now().toString(36)}`;
  const db = await e2eDatabase();
  try {
    await db.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       SELECT 'APO-2018-' || ($3::int + i)::text, 'pending', 'Note', $1::text, lower($1::text) || i || '@example.com', '8505550100',
              'fast', 'Italy', 'Diploma', 5000
         FROM generate_series(1, $2::int) AS i`,
      // Real order numbers (digits), as staff read them: the automation below names orders by number.
      [surname, MATCHES, 1_000_000 + Math.floor(Math.random() * 8_000_000)],
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
  await page.getByRole('button', { name: 'Notify customers' }).click();
  const dialog = page.getByRole('dialog', { name: `Notify the customers of all ${MATCHES} matching orders` });
  await dialog.getByRole('combobox', { name: 'Notification type' }).click();
  await page.getByRole('option', { name: 'Document ready' }).click();
  await dialog.getByRole('button', { name: 'Send Notifications' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${MATCHES} notifications sent` })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Toasts show one at a time: this one goes before the next action's.
  await expect(page.getByRole('alert').filter({ hasText: `${MATCHES} notifications sent` })).toBeHidden({ timeout: 15_000 });

  const check = await e2eDatabase();
  try {
    const { rows: mails } = await check.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'notification.document-ready' AND recipient LIKE $1`,
      [`${surname.toLowerCase()}%@example.com`],
    );
    expect(mails[0].n).toBe(MATCHES);
  } finally {
    await check.end();
  }

  // Two ticked rows: a trigger for each, by order number.
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Run automation' }).click();
  const automation = page.getByRole('dialog', { name: 'Run automation on 2 selected orders' });
  await automation.getByRole('combobox', { name: 'What to run' }).click();
  await page.getByRole('option', { name: 'Every active rule' }).click();
  await automation.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Processed 2 orders successfully, 0 failed' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
