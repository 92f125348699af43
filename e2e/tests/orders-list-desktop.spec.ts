import { expect, test } from '@playwright/test';
import { ordersListPath, seedListOrders } from './orders-list-seed';
import { signInWithPassword } from './staff-sign-in';

/**
 * The staff orders list at 1440x900 (issue #33 item 7): one scrolling list that loads the next 100
 * orders as its end comes into view, status tabs counting the current search, paid/unpaid and
 * unread-message marks per row, and a bulk bar that stays in view for rows ticked far down.
 */

const COUNT = 130;
// The 4 newest shipped, the next 6 processing, the rest (120) pending.
const STATUSES = [...Array<string>(4).fill('shipped'), ...Array<string>(6).fill('processing')];

test('scrolls through more than 100 orders, counts the search in the tabs, marks rows, keeps the bulk bar in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seeded = await seedListOrders(COUNT, STATUSES);
  await signInWithPassword(page);
  await page.goto(ordersListPath(seeded.surname));

  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(100);
  const tabs = page.getByRole('tablist', { name: 'Order status' });
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveText(`All${COUNT}`);
  await expect(tabs.getByRole('tab', { name: /^Pending/ })).toHaveText('Pending120');
  await expect(tabs.getByRole('tab', { name: /^Processing/ })).toHaveText('Processing6');
  await expect(tabs.getByRole('tab', { name: /^Complete/ })).toHaveText('Complete4');

  // Marks: the newest order is paid and has no unread message; the second has one and is unpaid.
  const paidRow = rows.filter({ hasText: seeded.paidNumber });
  await expect(paidRow.getByTestId('payment-mark')).toHaveText('Paid');
  await expect(paidRow.getByRole('img', { name: 'Unread customer messages' })).toHaveCount(0);
  const unreadRow = rows.filter({ hasText: seeded.unreadNumber });
  await expect(unreadRow.getByTestId('payment-mark')).toHaveText('Unpaid');
  await expect(unreadRow.getByRole('img', { name: 'Unread customer messages' })).toBeVisible();

  // Scrolling to the end loads the rest, on the same page.
  await page.getByRole('status').filter({ hasText: 'Showing 1–100 of' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(COUNT);
  await expect(page.getByRole('status').filter({ hasText: `Showing 1–${COUNT} of ${COUNT} orders` })).toBeVisible();
  expect(page.url()).not.toContain('page=2');

  // A row ticked far down: the bulk bar is on screen, not at the top of the list.
  const last = rows.last();
  await last.scrollIntoViewIfNeeded();
  await last.getByRole('checkbox').check();
  const bar = page.locator('.RaBulkActionsToolbar-toolbar').filter({ hasText: '1 item selected' });
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box && box.y, 'bulk bar below the app bar').toBeGreaterThanOrEqual(0);
  expect(box && box.y + box.height, 'bulk bar on screen').toBeLessThanOrEqual(900);
  await expect(bar.getByRole('button', { name: 'Bulk Status Update' })).toBeInViewport();
  await last.getByRole('checkbox').uncheck();

  // The counts follow a narrower search: one order's number.
  await page.getByPlaceholder('Search orders').fill(seeded.unreadNumber);
  await expect(rows).toHaveCount(1);
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveText('All1');
  await expect(tabs.getByRole('tab', { name: /^Complete/ })).toHaveText('Complete1');
  await expect(tabs.getByRole('tab', { name: /^Pending/ })).toHaveText('Pending0');
  // ...and stay with the search when a tab is chosen.
  await tabs.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveText('All1');
});
