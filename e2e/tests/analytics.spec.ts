import { expect, test } from '@playwright/test';
import { ANALYTICS_MESSAGES, calendarDateIn } from '../../libs/domain/src/index';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/** A browser's user agent (the test browser's own says HeadlessChrome, which is counted as a bot). */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.describe('analytics', () => {
  test('a visit is counted, and the Analytics tab shows the figures and breakdowns of a period without sideways scrolling', async ({ page, browser }) => {
    // A visitor reads the site: the page reports itself to the first-party counter, which answers nothing.
    const visitor = await browser.newContext({ userAgent: BROWSER_UA });
    const visitorPage = await visitor.newPage();
    const beacon = visitorPage.waitForResponse((response) => response.url().endsWith('/api/visits') && response.request().method() === 'POST');
    await visitorPage.goto('/contact');
    expect((await beacon).status()).toBe(204);
    await visitor.close();

    await placeApiOrder(page.request, { email: `e2e-analytics-${Date.now()}@example.com`, firstName: 'Grace', lastName: 'Hopper' });

    await signInWithPassword(page);
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const today = calendarDateIn(new Date(), 'America/New_York');
    const period = page.getByRole('form', { name: 'Period' });
    await period.getByLabel('From').fill(today);
    await period.getByLabel('To').fill(today);
    await period.getByRole('button', { name: 'Apply' }).click();
    // The figures come from rollups refreshed every 10 minutes; staff can ask for them now.
    await page.getByRole('button', { name: 'Refresh figures' }).click();
    await expect(page.getByText(ANALYTICS_MESSAGES.refreshed)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('analytics-as-of')).toContainText('Figures as of');

    await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText(/\$\d[\d,]*\.\d\d/);
    await expect(page.getByRole('region', { name: 'Avg Order Value' })).toContainText(/\$\d[\d,]*$/);
    await expect(page.getByRole('region', { name: 'Conversion Rate' })).toContainText(/\d+\.\d%/);
    await expect(page.getByRole('region', { name: 'Orders by Status' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue by Service Level' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Document types by orders' })).toContainText('Birth Certificate');
    await expect(page.getByRole('table', { name: 'Monthly trends' }).locator('tbody tr')).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // A period the server refuses says why instead of showing figures.
    await period.getByLabel('From').fill('');
    await period.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Give both a start and an end date, or neither' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText('—');
  });
});
