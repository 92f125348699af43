import { expect, type Page } from '@playwright/test';

/**
 * Opens a customer page and waits until the app is live on it. The landing pages (/, /order,
 * /tracking) arrive prerendered and stay inert until the app has taken them over
 * (customer-web/src/prerender): a step taken before that, like a customer's tap then, reaches nothing.
 */
export async function openLivePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}
