import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, quote } from '../../libs/domain/src/index';

/**
 * Staff messaging and translations on a desktop against the built product: a contact message is
 * read and answered with Enter, its status and priority change, the unread badge follows; a
 * translation quote is priced and becomes an active service once the customer pays the link.
 * Signs in with the password only: run it on a fresh server (before any spec turns two-factor on).
 */

const USERNAME = process.env.E2E_ADMIN_USERNAME ?? '';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '32301' };

/** A paid web order with the translation add-on, placed as the order page sends it; answers its number. */
async function placeTranslationOrder(request: APIRequestContext, email: string): Promise<string> {
  const shippingRate = { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' };
  const additionalServices = { scanning: false, translation: true };
  const expected = quote({ serviceLevel: 'rush', documentCount: 1, deliveryMethod: 'mail', shippingRateCents: 945, additionalServices });
  // The browser's per-checkout key: the intent belongs to it, and the order must present it.
  const checkoutKey = randomBytes(16).toString('base64url');
  const intent = await request.post('/api/create-payment-intent', {
    data: {
      serviceLevel: 'rush',
      documentCount: 1,
      deliveryMethod: 'mail',
      selectedShippingRate: shippingRate,
      additionalServices,
      documentTypes: ['Birth Certificate'],
      customerEmail: email,
      metadata: { serviceLevel: 'rush', customerName: 'Lin Wu' },
      checkoutKey,
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const confirm = await request.post('/api/payments/offline/confirm', { data: { clientSecret, ...CARD } });
  expect(confirm.status(), await confirm.text()).toBe(200);

  const form = new FormData();
  const fields: Record<string, string> = {
    paymentIntentId,
    checkoutKey,
    customerFirstName: 'Lin',
    customerLastName: 'Wu',
    customerEmail: email,
    customerPhone: '8505550142',
    serviceLevel: 'rush',
    destinationCountry: 'Spain',
    deliveryMethod: 'mail',
    documentType: 'Birth Certificate',
    documentCount: '1',
    shippingAddress: JSON.stringify({ street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' }),
    documentTypes: JSON.stringify(['Birth Certificate']),
    selectedShippingRate: JSON.stringify(shippingRate),
    additionalServices: JSON.stringify(additionalServices),
    totalAmount: (expected.totalCents / 100).toFixed(2),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'birth-certificate.pdf');
  const created = await request.post('/api/orders', { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { orderNumber?: string; order?: { orderNumber?: string } };
  return body.orderNumber ?? body.order?.orderNumber ?? '';
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();
}

/** The customer pays a payment link on the offline provider, as the /pay page does. */
async function payLink(request: APIRequestContext, paymentUrl: string) {
  const token = paymentUrl.split('/pay/')[1];
  const intent = await request.post(`/api/payment-links/${token}/intent`);
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  expect((await request.post('/api/payments/offline/confirm', { data: { clientSecret, ...CARD } })).status()).toBe(200);
  const paid = await request.post(`/api/payment-links/${token}/pay`, { data: { paymentIntentId } });
  expect(paid.status(), await paid.text()).toBe(200);
}

test.describe('staff messages and translations on a desktop', () => {
  test('reads and answers a contact message, then prices a translation that becomes active once paid', async ({ page, request }) => {
    const contact = await request.post('/api/contact', {
      data: { name: 'Carla <b>Bold</b>', email: 'carla.msg@example.com', phone: '(305) 555-0100', subject: 'Apostille for Spain', message: 'Can you <i>apostille</i> my diploma for Spain?' },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const orderNumber = await placeTranslationOrder(request, 'lin.translation@example.com');

    await signIn(page);
    const badge = page.getByRole('menuitem', { name: 'Messages' }).locator('.MuiBadge-badge');
    await expect(badge).toHaveText('1');
    await page.getByRole('menuitem', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByText('Apostille for Spain').click();

    // Customer text is shown as text: the tags appear literally.
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread).toContainText('Can you <i>apostille</i> my diploma for Spain?');
    await expect(badge).toHaveClass(/MuiBadge-invisible/);

    // Whitespace only is not sent; Shift+Enter makes a new line and Enter sends.
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.fill('   ');
    await reply.press('Enter');
    await expect(thread.getByText('Staff ·', { exact: false })).toHaveCount(0);
    await reply.fill('Yes, we can.');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('It takes 3 days.');
    await reply.press('Enter');
    await expect(thread.getByText('Yes, we can.\nIt takes 3 days.')).toBeVisible();
    await expect(reply).toHaveValue('');

    await page.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'urgent' }).click();
    await expect(list).toContainText('open · urgent');
    await page.getByRole('combobox', { name: 'Status' }).last().click();
    await page.getByRole('option', { name: 'pending' }).click();
    await expect(list).toContainText('pending · urgent');

    // The reply reached the customer by e-mail.
    const mailDir = `${process.env.E2E_DATA_DIR}/mail`;
    await expect
      .poll(async () => {
        const { readdir } = await import('node:fs/promises');
        const files = await readdir(mailDir).catch(() => [] as string[]);
        const bodies = await Promise.all(files.map((file) => readFile(`${mailDir}/${file}`, 'utf8')));
        return bodies.some((body) => body.includes('To: carla.msg@example.com') && body.includes('Yes, we can.'));
      })
      .toBe(true);

    // Translations: the order's quote request is priced; the customer pays; the service is active.
    await page.getByRole('menuitem', { name: 'Translations' }).click();
    const quoteRow = page.getByTestId(`quote-${orderNumber}`);
    await expect(quoteRow).toContainText('English → Spanish');
    await quoteRow.getByLabel('Price ($)').fill('85');
    await quoteRow.getByRole('button', { name: 'Send Quote' }).click();
    await expect(quoteRow).toContainText('Status: sent');
    await expect(quoteRow).toContainText('payment pending');

    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const quotes = await request.get('/api/admin/translation/quotes', { headers: { Authorization: `Bearer ${token}` } });
    const priced = ((await quotes.json()) as { orderNumber: string; paymentUrl: string }[]).find((q) => q.orderNumber === orderNumber);
    await payLink(request, priced?.paymentUrl ?? '');

    await page.reload();
    const service = page.getByTestId(`service-${orderNumber}`);
    await expect(service).toContainText('English → Spanish');
    await expect(service.getByRole('combobox', { name: 'Status' })).toHaveText('in_progress');
    await expect(page.getByTestId(`quote-${orderNumber}`)).toContainText('Status: accepted');

    await service.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'completed' }).click();
    await service.getByLabel('Notes').fill('Sworn translator');
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service updated')).toBeVisible();
  });

  test('the Messages and Translations tabs fit 390px and 1440px without sideways scrolling', async ({ page }) => {
    await signIn(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, text] of [
        ['/admin/messages', 'Conversations'],
        ['/admin/translations', 'Quote Requests'],
      ]) {
        await page.goto(path);
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    // A thread at 390px: the reply box and the dropdowns stay on screen.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/admin/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
