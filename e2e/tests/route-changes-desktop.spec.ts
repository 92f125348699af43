import { expect, test, type Page } from '@playwright/test';
import { documentRouteViews } from '../../libs/domain/src/index';
import { createStaffOrder } from './api-order';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';

/**
 * The route-change watch's staff list: an open order for Viet Nam placed before the Apostille
 * Convention came into force there (2026-09-11), checked after it, shows on the Route changes page
 * with what changes and the fee difference, and staff mark it reviewed.
 */

const PLACED = new Date('2026-09-01T15:00:00Z');

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Makes the staff-created order one placed for Viet Nam on 2026-09-01, with the route it was quoted then. */
async function placedForVietNam(orderId: number): Promise<void> {
  const routes = documentRouteViews({ documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'Viet Nam', date: PLACED });
  const db = await e2eDatabase();
  try {
    await db.query(`UPDATE orders SET destination_country = 'Viet Nam', status = 'processing', created_at = $2, document_routes = $3::jsonb WHERE id = $1`, [
      orderId,
      PLACED,
      JSON.stringify(routes),
    ]);
  } finally {
    await db.end();
  }
}

test('staff see an open order whose route changed, with the fee difference, and mark it reviewed', async ({ page }) => {
  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const { id, orderNumber } = await createStaffOrder(page.request, token, { firstName: 'Ada', lastName: `Routes${Date.now()}` });
  await placedForVietNam(id);

  // "Run the check now": the daily job's check, for today.
  const run = await page.request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: 'mutation { checkRouteChangesNow { checked recorded } }' },
  });
  expect(run.status()).toBe(200);
  expect((await run.json()).data.checkRouteChangesNow.recorded).toBeGreaterThanOrEqual(1);

  await page.getByRole('menuitem', { name: 'Route changes' }).click();
  await expect(page).toHaveURL(/\/admin\/route-changes/);
  await expect(page.getByRole('heading', { level: 1, name: 'Route changes' })).toBeVisible();
  const card = page.getByRole('article', { name: `Route change of order ${orderNumber}` });
  await expect(card).toContainText('Birth Certificate');
  await expect(card).toContainText('an apostille');
  await expect(card).toContainText('−$20.00');
  await expect(card).toContainText(/Customer e-mailed\s*Yes,/);
  await expect(card.getByRole('link', { name: orderNumber })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), 'the list at 1280px').toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(card).toContainText('Reviewed');
  await expect(card.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
});
