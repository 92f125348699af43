import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN_MESSAGES } from '../../libs/domain/src/index';
import { createStaffOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/** The console's order screens and Analytics on a 1440×900 laptop and a 390 px phone: nothing scrolls sideways. */
test('the Orders list fits 1440 px, and an order page and Analytics fit 390 and 1440 px, without sideways scrolling', async ({ page }) => {
  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  // An order with long values, the kind that used to push the table wide.
  const created = await page.request.post('/api/admin/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Maximilianus-Bartholomew',
      lastName: `Featherstonehaugh-Wolfeschlegel${Date.now()}`,
      email: `a.very.long.mailbox.name.for.testing.${Date.now()}@an-extremely-long-domain-name.example.com`,
      phone: '8505550199',
      serviceLevel: 'lightning',
      documentType: 'Certificate of Good Standing',
      destinationCountry: 'Bosnia and Herzegovina',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).order as { id: number };
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/orders');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflow(), '/admin/orders at 1440px').toBeLessThanOrEqual(0);
  // Total, Created and the row actions are on screen, not behind a scroll.
  for (const header of ['Total', 'Created', 'Actions']) {
    const box = await page.getByRole('columnheader', { name: header }).boundingBox();
    expect(box && box.x + box.width, `${header} column`).toBeLessThanOrEqual(1440);
  }

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of [
      [`/admin/orders/${id}`, /^APO-/],
      ['/admin/analytics', 'Analytics'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overflow(), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test('deleting an order from the list says which order was deleted', async ({ page }) => {
  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const lastName = `Deleted${Date.now()}`;
  const { orderNumber } = await createStaffOrder(page.request, token, { firstName: 'Ada', lastName });
  await page.goto('/admin/orders');
  await page.getByPlaceholder('Search orders').fill(lastName);
  const row = page.locator('tbody tr').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: `Delete ${orderNumber}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  // Toasts show one at a time for 5 s each (requirements A9): the sign-in toast may still be ahead of this one.
  await expect(page.getByText(ADMIN_MESSAGES.orderDeleted(orderNumber))).toBeVisible({ timeout: 15_000 });
});

test('a validation message goes away as soon as its problem is fixed, inline and as a toast', async ({ page }) => {
  await signInWithPassword(page);
  // The sign-in toast goes first: toasts show one at a time.
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeHidden({ timeout: 15_000 });
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const lastName = `Charge${Date.now()}`;
  const { orderNumber } = await createStaffOrder(page.request, token, { firstName: 'Ada', lastName });
  await page.goto('/admin/orders');
  await page.getByPlaceholder('Search orders').fill(lastName);
  await expect(page).toHaveURL(new RegExp(`filter=.*${lastName}`));
  await page.getByRole('button', { name: `Payment link for ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send Payment Link for ${orderNumber}` });
  await dialog.getByRole('button', { name: 'Send Payment Link' }).click();
  const inline = dialog.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.invalidExtraCharge });
  // The open dialog hides the rest of the page, the toast area too, from the accessibility tree:
  // the toast is found by its snackbar.
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: ADMIN_MESSAGES.invalidExtraCharge });
  await expect(inline).toBeVisible();
  await expect(toast).toBeVisible();

  await dialog.getByLabel('Description').fill('Courier upgrade');
  await dialog.getByLabel('Amount ($)').fill('30');
  // Both go at once, well before the toast's own 5 seconds would have run out.
  await expect(inline).toBeHidden({ timeout: 2_000 });
  await expect(toast).toBeHidden({ timeout: 2_000 });
});

test('status tabs with counts above the orders filter the list, and Export takes the tab', async ({ page }) => {
  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const staff = { Authorization: `Bearer ${token}` };
  const lastName = `Tabs${Date.now()}`;
  const numbers: string[] = [];
  for (const status of ['shipped', 'pending']) {
    const { id, orderNumber } = await createStaffOrder(page.request, token, {
      firstName: 'Tab',
      lastName,
      email: `${lastName.toLowerCase()}.${status}@example.com`,
    });
    numbers.push(orderNumber);
    if (status !== 'pending') expect((await page.request.patch(`/api/admin/orders/${id}/status`, { headers: staff, data: { status } })).status()).toBe(200);
  }
  const stats = await (await page.request.get('/api/admin/stats', { headers: staff })).json();

  await page.goto('/admin/orders');
  const tabs = page.getByRole('tablist', { name: 'Order status' });
  await expect(tabs.getByRole('tab', { name: /^Complete/ })).toHaveText(`Complete${stats.completedOrders}`);
  await expect(tabs.getByRole('tab', { name: /^Pending/ })).toHaveText(`Pending${stats.pendingOrders}`);
  await page.getByPlaceholder('Search orders').fill(lastName);
  await expect(page).toHaveURL(new RegExp(`filter=.*${lastName}`));
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await tabs.getByRole('tab', { name: /^Complete/ }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(numbers[0]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const rows = (await readFile(await download.path(), 'utf8')).trim().split('\n').slice(1);
  expect(rows.map((row) => row.split(',')[0].replace(/"/g, ''))).toEqual([numbers[0]]);

  await tabs.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(numbers[1]);
});
