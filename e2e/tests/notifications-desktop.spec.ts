import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * The Notifications tab on a desktop against the built product: staff send a payment reminder, a
 * document-ready notice and a delivery confirmation for a web order, and the customer receives each
 * e-mail. Signs in with the password only: run it on a fresh server (before any spec turns two-factor on).
 */

const EMAIL = 'nora.notify@example.com';

/** Whether an e-mail to the customer holds every one of these texts. */
async function mailArrived(texts: string[]): Promise<boolean> {
  const mailDir = `${process.env.E2E_DATA_DIR}/mail`;
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const bodies = await Promise.all(files.map((file) => readFile(`${mailDir}/${file}`, 'utf8')));
  return bodies.some((body) => body.includes(`To: ${EMAIL}`) && texts.every((text) => body.includes(text)));
}

async function send(page: Page, orderNumber: string, type: string) {
  await page.getByRole('combobox', { name: 'Order' }).click();
  await page.getByRole('option', { name: new RegExp(orderNumber) }).click();
  await page.getByRole('combobox', { name: 'Notification type' }).click();
  await page.getByRole('option', { name: type }).click();
}

test.describe('customer notifications on a desktop', () => {
  test('sends a payment reminder, a document-ready notice and a delivery confirmation', async ({ page, request }) => {
    const order = { orderNumber: await placeApiOrder(request, { email: EMAIL, firstName: 'Nora', lastName: 'Ode', destinationCountry: 'Italy' }) };
    await signInWithPassword(page);
    // The reminder needs an unpaid payment link on the order.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const found = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        query: 'query($filter: AdminOrderFilter) { orders(filter: $filter) { items { id orderNumber } } }',
        variables: { filter: { search: order.orderNumber } },
      },
    });
    const items = ((await found.json()) as { data: { orders: { items: { id: number; orderNumber: string }[] } } }).data.orders.items;
    const orderId = items.find((item) => item.orderNumber === order.orderNumber)?.id;
    const link = await request.post(`/api/admin/orders/${orderId}/payment-link`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { description: 'Extra certified copy', amount: 25 },
    });
    expect(link.status(), await link.text()).toBe(201);

    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    const panel = page.getByRole('region', { name: 'Customer notifications' });

    await panel.getByRole('button', { name: 'Send Notification' }).click();
    await expect(page.getByText('Please select an order and notification type.')).toBeVisible();

    await panel.getByLabel('Search orders').fill(order.orderNumber);
    await send(page, order.orderNumber, 'Payment reminder');
    await panel.getByRole('button', { name: 'Send Notification' }).click();
    await expect(page.getByText('Notification Sent')).toBeVisible();
    await expect.poll(() => mailArrived([`Payment reminder for order ${order.orderNumber}`])).toBe(true);

    await send(page, order.orderNumber, 'Document ready');
    await expect(panel.getByLabel('Document type')).toHaveValue('apostille');
    await panel.getByRole('button', { name: 'Send Notification' }).click();
    await expect.poll(() => mailArrived([`Your apostille is ready - order ${order.orderNumber}`])).toBe(true);

    await send(page, order.orderNumber, 'Delivery confirmation');
    await panel.getByLabel('Tracking number (optional)').fill('9400111899223344556677');
    await panel.getByRole('button', { name: 'Send Notification' }).click();
    await expect.poll(() => mailArrived([`Your documents are on their way - order ${order.orderNumber}`, '9400111899223344556677'])).toBe(true);
  });

  test('the Notifications tab fits 390px and 1440px without sideways scrolling', async ({ page }) => {
    await signInWithPassword(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/notifications');
      await expect(page.getByText('Customer notifications', { exact: true })).toBeVisible();
      await expect(page.getByText('Email test processing', { exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
});
