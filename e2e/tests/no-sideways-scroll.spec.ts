import { expect, test, type Page } from '@playwright/test';
import { insertTrackedOrder } from './public-db';

/** Every customer route must fit the viewport: nothing may scroll sideways into blank space. */
const routes = [
  '/',
  '/order',
  '/order-confirmation',
  '/tracking',
  '/contact',
  '/wholesale',
  '/ccpa-opt-out',
  '/privacy-policy',
  '/terms-of-service',
  '/data-processing-agreement',
  '/cookie-policy',
  '/ccpa-compliance',
  '/customer-login',
  '/customer-dashboard',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/pay/unknown-link',
  '/no-such-page',
];

async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  // A phone browser widens its layout viewport (innerWidth) to fit wide content, so the screen's width is the limit there.
  const limit = Math.min(widths.inner, page.viewportSize()?.width ?? widths.inner);
  expect(widths.scroll, `page is ${widths.scroll}px wide in a ${limit}px window`).toBeLessThanOrEqual(limit);
}

test.describe('no sideways scrolling', () => {
  for (const route of routes) {
    test(`${route} fits the window`, async ({ page }) => {
      await page.goto(route);
      await expectNoSidewaysScroll(page);
    });
  }

  test('tracking results fit the window', async ({ page }) => {
    const order = await insertTrackedOrder();
    await page.goto(`/tracking?order=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.email)}`);
    await expect(page.getByRole('heading', { level: 2, name: `Order ${order.orderNumber}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
