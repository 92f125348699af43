import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '../../libs/domain/src/index';
import { placeApiOrder } from './api-order';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';
import { signInAccount } from './wholesale-steps';

/**
 * A wholesale customer's Webhooks card on the Account tab, at a laptop's width and a phone's
 * 390x844: a private address is refused, the signing secret is shown once, a status change of the
 * customer's order reaches a receiver on 127.0.0.1 (which answers 500 first), and Replay delivers it.
 */

let receiver: Server;
const received: string[] = [];
let answers: number[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(body);
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function setStatus(staff: Page, orderNumber: string, status: string) {
  const token = await staff.evaluate(() => localStorage.getItem('adminToken'));
  const found = await staff.request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: 'query($filter: AdminOrderFilter) { orders(filter: $filter) { items { id orderNumber } } }',
      variables: { filter: { search: orderNumber } },
    },
  });
  const items = ((await found.json()) as { data: { orders: { items: { id: number; orderNumber: string }[] } } }).data.orders.items;
  const id = items.find((item) => item.orderNumber === orderNumber)?.id;
  const changed = await staff.request.patch(`/api/admin/orders/${id}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status } });
  expect(changed.status(), await changed.text()).toBe(200);
}

test('a wholesale customer adds a webhook, sees a status change delivered after a replay, and deletes it', async ({ page, browser, request }) => {
  // Placed at the retail price while retail, then approved as wholesale (as staff's approval leaves it).
  const email = await signInAccount(page, request, `webhooks-${test.info().project.name}`, null);
  const customerToken = (await page.evaluate(() => localStorage.getItem('customerToken'))) ?? '';
  const orderNumber = await placeApiOrder(request, { email, firstName: 'Grace', lastName: 'Hopper', customerToken });
  const db = await e2eDatabase();
  try {
    await db.query(`UPDATE customers SET account_type = 'wholesale', wholesale_tier = 'partner' WHERE lower(email) = lower($1)`, [email]);
  } finally {
    await db.end();
  }

  await page.goto('/customer-dashboard?tab=account');
  const card = page.getByRole('region', { name: 'Webhooks' });
  await expect(card.getByText('No webhooks yet.')).toBeVisible();
  const form = card.getByRole('form', { name: 'Add a webhook' });
  await form.getByLabel(/Webhook URL/).fill('https://10.0.0.1/hooks');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(card.getByRole('alert')).toHaveText(WEBHOOK_MESSAGES.urlPrivate);

  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await form.getByLabel(/Webhook URL/).fill(url);
  await form.getByRole('button', { name: 'Add webhook' }).click();
  const shown = card.getByRole('status', { name: 'New signing secret' });
  await expect(shown).toContainText(WEBHOOK_MESSAGES.created);
  await expect(shown.locator('code')).toHaveText(/^whsec_/);
  await expect(card.getByRole('list', { name: 'Your webhooks' })).toContainText(url);

  answers = [500];
  const before = received.length;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInWithPassword(staff);
  await setStatus(staff, orderNumber, 'processing');
  await staffContext.close();
  await expect.poll(() => received.length).toBe(before + 1);
  expect(JSON.parse(received[before])).toMatchObject({ type: 'order.status_changed', data: { orderNumber, status: 'processing' } });

  await page.reload();
  const log = card.getByRole('list', { name: 'Recent webhook deliveries' });
  await expect(log).toContainText(`${orderNumber}: pending → processing · Pending`);
  await expect(log).toContainText('last: HTTP 500');
  await log.getByRole('button', { name: `Replay delivery of ${orderNumber}` }).click();
  await expect(card.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.replayed })).toBeVisible();
  await expect.poll(() => received.length).toBe(before + 2);
  await expect
    .poll(async () => {
      await page.reload();
      return (await log.textContent()) ?? '';
    })
    .toContain('Delivered');

  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await card.getByRole('button', { name: `Delete webhook ${url}` }).click();
  await expect(card.getByText('No webhooks yet.')).toBeVisible();
});
