import { expect, test } from '@playwright/test';
import { createStaffOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * A refused action keeps the spec's toast title and says the server's reason beneath it, at
 * 1440 × 900 and at phone width: triggering payment_received with no rule listening to it.
 */

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
});

test('a refused manual trigger says the server\'s reason under "Workflow Failed"', async ({ page }) => {
  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const order = await createStaffOrder(page.request, token, { firstName: 'Rea', lastName: `Son${Date.now()}` });

  await page.goto('/admin/automation');
  const trigger = page.getByRole('region', { name: 'Manual trigger' });
  await trigger.getByLabel('Order number').fill(order.orderNumber);
  await trigger.getByRole('combobox', { name: 'Trigger type' }).click();
  await page.getByRole('option', { name: 'payment_received' }).click();
  await trigger.getByRole('button', { name: 'Trigger Workflow' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Workflow Failed' });
  await expect(toast).toContainText('No active automation rule listens to payment_received: turn one on first');
  await expect(toast).not.toContainText('Failed to trigger workflow');
  await expect(toast).toBeInViewport();
});
