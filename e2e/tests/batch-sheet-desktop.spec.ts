import { expect, test, type Page } from '@playwright/test';
import { documentRouteViews } from '../../libs/domain/src/index';
import { placeApiOrder } from './api-order';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';

/**
 * Staff work by office: an order whose FBI background check goes to Spain appears on the
 * U.S. Department of State's batch sheet, reached from the console's menu.
 */

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The order is placed through the public API; its kept route is then written as placement keeps it
 * (an FBI check for Spain), so the test does not depend on how the order form sends per-document issuers.
 */
async function keepFbiRoute(orderNumber: string): Promise<void> {
  const routes = documentRouteViews({ documents: [{ documentType: 'FBI Background Check' }], destinationCountry: 'Spain', date: new Date() });
  const db = await e2eDatabase();
  try {
    const updated = await db.query('UPDATE orders SET document_routes = $2::jsonb WHERE order_number = $1', [orderNumber, JSON.stringify(routes)]);
    expect(updated.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

test("the U.S. Department of State's batch sheet lists an open order with its FBI check", async ({ page, request }) => {
  const stamp = Date.now();
  const orderNumber = await placeApiOrder(request, {
    email: `batch.${stamp}@example.com`,
    firstName: 'Rosa',
    lastName: `Batch${stamp}`,
    destinationCountry: 'Spain',
  });
  await keepFbiRoute(orderNumber);
  await signInWithPassword(page);

  await page.getByRole('menuitem', { name: 'Batch sheets' }).click();
  await expect(page).toHaveURL(/\/admin\/batch-sheets/);
  await page.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option', { name: /^U\.S\. Department of State/ }).click();
  await expect(page).toHaveURL(/\/admin\/batch-sheets\/us-dos$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Batch sheet: U\.S\. Department of State/ })).toBeVisible();

  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(order).toContainText(`Rosa Batch${stamp}`);
  await expect(order).toContainText('Document 1: FBI Background Check');
  await expect(order).toContainText('$20.00');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), 'the sheet at 1280px').toBeLessThanOrEqual(0);

  // A phone's width: the sheet wraps rather than scrolling sideways.
  // (A desktop window narrowed keeps its menu open as a drawer, which hides the page from the accessibility tree.)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(`Rosa Batch${stamp}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), 'the sheet at 390px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // In print the console's bar and menu are left out; the sheet stays.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('menuitem', { name: 'Batch sheets' })).toBeHidden();
  await expect(order).toBeVisible();
});
