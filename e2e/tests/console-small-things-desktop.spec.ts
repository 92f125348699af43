import { expect, test, type Page } from '@playwright/test';
import { calendarDateIn } from '../../libs/domain/src/index';
import { createStaffOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * The console's small things at 1440 × 900: wording (an unknown page, an orders search that finds
 * nothing), rule switches named after their rule, and the Analytics tab (its period kept in the
 * address, full status labels, values on the bars, no "0.000000" on an empty chart).
 */

test.use({ viewport: { width: 1440, height: 900 } });

async function staffHeaders(page: Page): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` };
}

test('an unknown page, an empty orders search and the rule switches say the right thing', async ({ page }) => {
  await signInWithPassword(page);

  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Either you typed a wrong address, or you followed a bad link.', { exact: true })).toBeVisible();
  await expect(page.getByText(/link\.\./)).toHaveCount(0);

  await page.goto('/admin/orders');
  await page.getByPlaceholder('Search orders').fill(`nobody-${Date.now()}`);
  await expect(page.getByText('No orders match.')).toBeVisible();
  await expect(page.getByText(/No Orders found/)).toHaveCount(0);

  await page.goto('/admin/automation');
  const paid = page.getByRole('switch', { name: 'Paid order starts processing active' });
  await expect(paid).toBeVisible();
  await expect(paid).not.toBeChecked();
  // Each switch has a name of its own, not "Active" or "Inactive".
  const names = await page.getByRole('switch').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
});

test('Analytics keeps its period in the address, labels and values its bars, and an empty period has no "0.000000"', async ({ page }) => {
  await signInWithPassword(page);
  const order = await createStaffOrder(page.request, await page.evaluate(() => localStorage.getItem('adminToken')), {
    firstName: 'Ana',
    lastName: `Lytics${Date.now()}`,
  });
  const moved = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    headers: await staffHeaders(page),
    data: { status: 'authentication_in_progress' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto('/admin/analytics');
  await page.getByRole('button', { name: 'Refresh figures' }).click();
  await expect(page.getByTestId('analytics-as-of')).toContainText('Figures as of');
  const today = calendarDateIn(new Date(), 'America/New_York');
  const period = page.getByRole('form', { name: 'Period' });
  await period.getByLabel('From').fill(today);
  await period.getByLabel('To').fill(today);
  await period.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/analytics\\?from=${today}&to=${today}$`));

  // A reload (or a shared link) shows the same period.
  await page.reload();
  await expect(period.getByLabel('From')).toHaveValue(today);
  await expect(period.getByLabel('To')).toHaveValue(today);

  const statuses = page.getByRole('region', { name: 'Orders by Status' });
  await expect(statuses.locator('svg text').filter({ hasText: /^Authentication in Progress$/ })).toHaveCount(1);
  await expect(statuses.locator('.MuiBarChart-label').first()).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', { name: 'Revenue by Service Level' }).locator('.MuiBarChart-label').first()).toHaveText(/^\$[\d,]+\.\d\d$/);

  // A period without orders: the charts say so, and no axis reads "0.000000".
  await period.getByLabel('From').fill('2001-01-01');
  await period.getByLabel('To').fill('2001-01-31');
  await period.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-31/);
  await expect(statuses.getByText('No orders in this period.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monthly Trends' }).locator('svg').first()).toBeVisible();
  await expect(page.locator('svg text').filter({ hasText: /\d\.\d{4,}/ })).toHaveCount(0);

  // Back returns to the earlier period, fields included.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}$`));
  await expect(period.getByLabel('From')).toHaveValue(today);
});
