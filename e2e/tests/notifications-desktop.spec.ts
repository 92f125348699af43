import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, quote } from '../../libs/domain/src/index';

/**
 * The Notifications tab on a desktop against the built product: staff send a payment reminder, a
 * document-ready notice and a delivery confirmation for a web order, and the customer receives each
 * e-mail. Signs in with the password only: run it on a fresh server (before any spec turns two-factor on).
 */

const USERNAME = process.env.E2E_ADMIN_USERNAME ?? '';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '32301' };
const EMAIL = 'nora.notify@example.com';

/** A paid web order, placed as the order page sends it; answers its number. */
async function placeOrder(request: APIRequestContext): Promise<{ orderNumber: string }> {
  const shippingRate = { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' };
  const additionalServices = { scanning: false, translation: false };
  const expected = quote({ serviceLevel: 'rush', documentCount: 1, deliveryMethod: 'mail', shippingRateCents: 945, additionalServices });
  const checkoutKey = randomBytes(16).toString('base64url');
  const intent = await request.post('/api/create-payment-intent', {
    data: {
      checkoutKey,
      serviceLevel: 'rush',
      documentCount: 1,
      deliveryMethod: 'mail',
      selectedShippingRate: shippingRate,
      additionalServices,
      documentTypes: ['Birth Certificate'],
      customerEmail: EMAIL,
      metadata: { serviceLevel: 'rush', customerName: 'Nora Ode' },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const confirm = await request.post('/api/payments/offline/confirm', { data: { clientSecret, ...CARD } });
  expect(confirm.status(), await confirm.text()).toBe(200);

  const form = new FormData();
  const fields: Record<string, string> = {
    checkoutKey,
    paymentIntentId,
    customerFirstName: 'Nora',
    customerLastName: 'Ode',
    customerEmail: EMAIL,
    customerPhone: '8505550177',
    serviceLevel: 'rush',
    destinationCountry: 'Italy',
    deliveryMethod: 'mail',
    documentType: 'Birth Certificate',
    documentCount: '1',
    shippingAddress: JSON.stringify({ street: '2 Oak St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' }),
    documentTypes: JSON.stringify(['Birth Certificate']),
    selectedShippingRate: JSON.stringify(shippingRate),
    additionalServices: JSON.stringify(additionalServices),
    totalAmount: (expected.totalCents / 100).toFixed(2),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'diploma.pdf');
  const created = await request.post('/api/orders', { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { orderNumber?: string; order?: { orderNumber?: string } };
  return { orderNumber: body.orderNumber ?? body.order?.orderNumber ?? '' };
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();
}

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
    const order = await placeOrder(request);
    await signIn(page);
    // The reminder needs an unpaid payment link on the order.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const found = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: { query: 'query($filter: AdminOrderFilter) { orders(filter: $filter) { items { id orderNumber } } }', variables: { filter: { search: order.orderNumber } } },
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
    await signIn(page);
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
