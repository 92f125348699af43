import { expect, test } from '@playwright/test';
import { ordersListPath, seedListOrders } from './orders-list-seed';
import { signInWithPassword } from './staff-sign-in';

/**
 * The staff orders list at 390x844 (issue #33 item 7): a visible "Orders" title, cards that load the
 * next 100 as the end of the list scrolls into view, tab counts of the search, and each card's marks.
 */

const COUNT = 110;

test('shows the Orders title and loads more cards on scrolling, each with its marks', async ({ page }) => {
  const seeded = await seedListOrders(COUNT);
  await signInWithPassword(page);
  await page.goto(ordersListPath(seeded.surname));

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(100);
  const tabs = page.getByRole('tablist', { name: 'Order status' });
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveText(`All${COUNT}`);
  await expect(tabs.getByRole('tab', { name: /^Pending/ })).toHaveText(`Pending${COUNT}`);

  const paid = page.getByRole('article', { name: `Order ${seeded.paidNumber}` });
  await expect(paid.getByTestId('payment-mark')).toHaveText('Paid');
  const unread = page.getByRole('article', { name: `Order ${seeded.unreadNumber}` });
  await expect(unread.getByTestId('payment-mark')).toHaveText('Unpaid');
  await expect(unread.getByRole('img', { name: 'Unread customer messages' })).toBeVisible();

  await page.getByRole('status').filter({ hasText: 'Showing 1–100 of' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(COUNT);
  await expect(page.getByRole('status').filter({ hasText: `Showing 1–${COUNT} of ${COUNT} orders` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
