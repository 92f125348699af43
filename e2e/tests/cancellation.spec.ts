import { expect, test, type Page } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { waitForMail } from './mailbox';
import { signInWithPassword } from './staff-sign-in';

/**
 * Cancellation at the customer's request, desktop and phone: the customer asks from the dashboard
 * and is told what the Terms give back, an admin approves it in the console, and the dashboard,
 * tracking and the customer's e-mail say the order is cancelled and refunded.
 */

const PASSWORD = 'a sound passphrase 42';
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a customer asks to cancel, an admin approves, and the refund is told everywhere', async ({ page, browser, request }, testInfo) => {
  const email = `cancel.${testInfo.project.name}.${Date.now()}@example.com`;
  expect((await request.post('/api/customers/register', { data: { firstName: 'Cora', lastName: 'Cancel', email, password: PASSWORD } })).status()).toBe(201);
  const login = await request.post('/api/customers/login', { data: { email, password: PASSWORD } });
  const customerToken = ((await login.json()) as { token: string }).token;
  const orderNumber = await placeApiOrder(request, { email, firstName: 'Cora', lastName: 'Cancel', customerToken });

  await page.goto('/customer-login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);

  await page.getByRole('button', { name: `Request cancellation of order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request cancellation of order ${orderNumber}` });
  await expect(dialog.getByTestId('cancellation-refund')).toHaveText(/^You will be refunded \$\d+\.\d{2}, the full amount paid\.$/);
  const refundText = (await dialog.getByTestId('cancellation-refund').textContent()) ?? '';
  const amount = /\$\d+\.\d{2}/.exec(refundText)?.[0] ?? '';
  await dialog.getByLabel('Reason (optional)').fill('My embassy appointment moved.');
  expect(await overflow(page), 'the dialog fits the screen').toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: `Order #${orderNumber}` });
  await expect(row.getByTestId('order-cancellation')).toHaveText('Cancellation requested: our team is reviewing it.');
  await expect(row.getByRole('button', { name: /Request cancellation/ })).toHaveCount(0);
  expect(await waitForMail(email, `We received your cancellation request for order ${orderNumber}`)).toContain(amount);

  // An admin decides in the console, from the Cancellations list.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, isMobile: testInfo.project.name === 'phone' });
  const staff = await staffContext.newPage();
  await signInWithPassword(staff);
  await staff.goto('/admin/cancellation-requests');
  await expect(staff.getByRole('heading', { level: 1, name: 'Cancellations' })).toBeVisible();
  const card = staff.getByRole('article', { name: `Cancellation request for ${orderNumber}` });
  await expect(card).toContainText('My embassy appointment moved.');
  await expect(card).toContainText(refundText);
  await staff.waitForLoadState('networkidle');
  expect(await overflow(staff), 'the console list fits the screen').toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: 'Approve and refund' }).click();
  const decision = staff.getByRole('dialog', { name: `Approve cancellation of ${orderNumber}` });
  await expect(decision).toContainText(refundText);
  await decision.getByRole('button', { name: 'Cancel order and refund' }).click();
  await expect(decision).toHaveCount(0);
  // Decided requests leave the waiting list; the order page keeps the story.
  await expect(card).toHaveCount(0);
  await staff.getByRole('combobox', { name: 'Requests' }).click();
  await staff.getByRole('option', { name: 'Approved' }).click();
  await expect(card).toContainText('Approved');
  await expect(card).toContainText('Refunded.');
  await card.getByRole('link', { name: orderNumber }).click();
  await expect(staff.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Cancellation request' })).toContainText('Approved');
  await staffContext.close();

  await page.reload();
  await expect(row.getByTestId('order-cancellation')).toHaveText(`Cancelled at your request. Refunded ${amount}.`);
  await expect(row).toContainText('Cancelled');
  expect(await waitForMail(email, `Order ${orderNumber} has been cancelled`)).toContain(amount);

  await row.getByRole('link', { name: `View Details of order ${orderNumber}` }).click();
  await expect(page.getByTestId('order-cancelled')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expect(page.getByTestId('mailing-address')).toHaveCount(0);
});
