import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const ORDER_PAGES = ['/', '/order', '/order-confirmation'];

const PUBLIC_PAGES = [
  ...ORDER_PAGES,
  '/tracking',
  '/tracking?order=APO-2024-000&email=nobody%40example.com',
  '/contact',
  '/wholesale',
  '/ccpa-opt-out',
  '/privacy-policy',
  '/terms-of-service',
  '/data-processing-agreement',
  '/cookie-policy',
  '/ccpa-compliance',
  '/no-such-page',
];

for (const path of PUBLIC_PAGES) {
  test(`axe: ${path} has no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/tracking?')) await expect(page.getByText('Order Not Found')).toBeVisible();
    // The footer's contact links arrive with the catalog.
    await page.waitForLoadState('networkidle');
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
    const results = await builder.analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
