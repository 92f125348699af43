import { readdir, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/** The order's own page carries the list's actions: payment link, message the customer, delete. */
test.describe("the order page's actions", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sends a payment link, opens the customer’s messages and deletes the order', async ({ page, request }) => {
    const email = 'otto.actions@example.com';
    const orderNumber = await placeApiOrder(request, { email, firstName: 'Otto', lastName: 'Actions' });
    const sent = await request.post('/api/contact', {
      data: { name: 'Otto Actions', email, phone: '(305) 555-0100', subject: 'About my documents', message: `A question about ${orderNumber}, please.` },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInWithPassword(page);
    await page.getByRole('button', { name: 'Search orders' }).click();
    await page.getByLabel('Order number, customer name or e-mail').fill(orderNumber);
    await page.getByRole('list', { name: 'Search results' }).getByRole('button').click();
    await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    const orderUrl = page.url();

    await page.getByRole('button', { name: 'Payment Link' }).click();
    const payment = page.getByRole('dialog', { name: `Send Payment Link for ${orderNumber}` });
    await payment.getByLabel('Description').fill('Extra certified copy');
    await payment.getByLabel('Amount ($)').fill('25');
    await payment.getByRole('button', { name: 'Send Payment Link' }).click();
    await expect(payment.getByRole('alert').filter({ hasText: 'Payment link sent to' })).toBeVisible();
    await payment.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Notify' }).click();
    const notify = page.getByRole('dialog', { name: `Notify ${email}` });
    await notify.getByRole('combobox', { name: 'Notification type' }).click();
    await page.getByRole('option', { name: 'Delivery confirmation' }).click();
    await notify.getByLabel('Tracking number (optional)').fill('9400111899223344556677');
    await notify.getByRole('button', { name: 'Send Notification' }).click();
    await expect(page.getByText('Notification Sent')).toBeVisible();
    await expect(notify).toBeHidden();
    const mailDir = `${process.env.E2E_DATA_DIR}/mail`;
    await expect
      .poll(async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        const bodies = await Promise.all(files.map((file) => readFile(`${mailDir}/${file}`, 'utf8')));
        return bodies.some((body) => body.includes(`To: ${email}`) && body.includes('9400111899223344556677'));
      })
      .toBe(true);

    // The conversation the customer's message opened is listed on the order and opens in Messages.
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: 'About my documents' }).click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(`A question about ${orderNumber}, please.`);
    await page.goto(orderUrl);

    await page.getByRole('button', { name: 'Message Customer' }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?search=/);
    await expect(page.getByRole('textbox', { name: 'Search conversations' })).toHaveValue(email);
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(list).toContainText('About my documents');

    await page.goto(orderUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Order ${orderNumber} deleted`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
