import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '../../libs/domain/src/index';
import { createStaffOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * The staff console at phone width (390 px): the mobile Overview (stat cards, search, status tabs
 * with counts, order cards with View Details and Contact, the floating add button), the order
 * page and its dialogs, and every other tab without sideways scrolling.
 */

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function stats(page: Page): Promise<{ totalOrders: number; pendingOrders: number; processingOrders: number; completedOrders: number }> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const response = await page.request.get('/api/admin/stats', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('staff console on a phone', () => {
  test('the mobile Overview: stat cards, a new order from the add button, search, tabs with counts, and its card', async ({ page }) => {
    test.setTimeout(120_000);
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    for (const label of ['Total Orders', 'Processing', 'Completed', 'Revenue']) {
      await expect(page.getByRole('region', { name: label })).toBeVisible();
    }
    // Header actions stay reachable as icon buttons.
    for (const name of ['Export', 'New Order', 'Custom Order', 'Security', 'Logout']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const tabs = page.getByRole('tablist', { name: 'Order status' });
    await expect(tabs.getByRole('tab')).toHaveText([/^All/, /^Pending/, /^Processing/, /^Complete/]);

    // The floating add button opens Create Order.
    const lastName = `Johnson${Date.now()}`;
    await page.getByRole('button', { name: 'Add order' }).click();
    const create = page.getByRole('dialog');
    await expect(create.getByRole('heading', { name: 'Create New Order' })).toBeVisible();
    await create.getByLabel('First Name').fill('Katherine');
    await create.getByLabel('Last Name').fill(lastName);
    await create.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`);
    await create.getByLabel('Phone').fill('(850) 555-0177');
    await create.getByRole('combobox', { name: 'Service Level' }).click();
    await page.getByRole('option', { name: 'RUSH SERVICE' }).click();
    await create.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Birth Certificate' }).click();
    await create.getByRole('button', { name: 'Create Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.orderCreatedTitle })).toBeVisible();
    await expect(create).toBeHidden();

    // The tab counts are the stat cards' groups, straight from the server.
    const figures = await stats(page);
    await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveText(`All${figures.totalOrders}`);
    await expect(tabs.getByRole('tab', { name: /^Pending/ })).toHaveText(`Pending${figures.pendingOrders}`);
    await expect(tabs.getByRole('tab', { name: /^Processing/ })).toHaveText(`Processing${figures.processingOrders}`);
    await expect(tabs.getByRole('tab', { name: /^Complete/ })).toHaveText(`Complete${figures.completedOrders}`);

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(lastName);
    const cards = page.getByRole('region', { name: 'Orders' }).getByRole('article');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    for (const text of [
      /^APO-/,
      'Pending',
      'Katherine ' + lastName,
      `${lastName.toLowerCase()}@example.com`,
      '(850) 555-0177',
      'Rush Service',
      'Documents',
      'Total',
    ]) {
      await expect(card.getByText(text).first()).toBeVisible();
    }
    const orderNumber = (await card.getByRole('heading').textContent()) ?? '';
    const contact = card.getByRole('link', { name: 'Contact' });
    const href = (await contact.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/18505550177?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toContain(orderNumber);
    expect(await overflow(page), 'mobile Overview').toBeLessThanOrEqual(0);

    // A new order is pending: it stays under Pending and leaves under Complete.
    await tabs.getByRole('tab', { name: /^Pending/ }).click();
    await expect(cards).toHaveCount(1);
    await tabs.getByRole('tab', { name: /^Complete/ }).click();
    await expect(page.getByText('No orders match.')).toBeVisible();
    await tabs.getByRole('tab', { name: /^All/ }).click();
    await expect(cards).toHaveCount(1);

    // View Details opens the order's page; its dialogs are usable at 390 px.
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    await page.getByRole('button', { name: 'Documents' }).click();
    const documents = page.getByRole('dialog');
    await expect(documents.getByRole('heading', { name: 'Upload documents' })).toBeVisible();
    await expect(documents.getByRole('button', { name: 'Upload' })).toBeInViewport();
    await documents.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Update Status' }).click();
    const status = page.getByRole('dialog');
    await status.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Processing', exact: true }).click();
    await status.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: orderNumber }).locator('..').getByText('Processing')).toBeVisible();
    expect(await overflow(page), 'order page').toBeLessThanOrEqual(0);

    // Back on the Overview the order is counted under Processing now.
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(lastName);
    await tabs.getByRole('tab', { name: /^Processing/ }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByText('Processing')).toBeVisible();
  });

  test('the Orders tab shows cards, and every console screen fits 390 px without sideways scrolling', async ({ page }) => {
    await signInWithPassword(page);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const lastName = `Cards${Date.now()}`;
    await createStaffOrder(page.request, token, { firstName: 'Mary', lastName, phone: '8505550188' });
    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders/);
    await page.getByPlaceholder('Search orders').fill(lastName);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByText(`Mary ${lastName}`)).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);

    for (const [path, heading] of [
      ['/admin', 'Overview'],
      ['/admin/orders', null],
      ['/admin/automation', 'Automation'],
      ['/admin/messages', 'Messages'],
      ['/admin/translations', 'Translations'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/notifications', 'Notifications'],
      ['/admin/scan-packing-slip', 'Scan packing slip'],
      ['/admin/security', 'Account Security'],
      ['/admin/staff', 'Staff'],
      ['/admin/refunded-checkouts', 'Refunded checkouts'],
    ] as const) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), `${path} at 390px`).toBeLessThanOrEqual(0);
    }
  });
});
