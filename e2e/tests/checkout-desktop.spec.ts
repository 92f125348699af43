import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES, ORDER_TEXT_LIMITS, UPLOAD_MESSAGES } from '../../libs/domain/src/index';
import {
  EXECUTABLE,
  expectNoSidewaysScroll,
  fillAddress,
  fillCustomer,
  fillService,
  leaveWhenAsked,
  payWithTestCard,
  PDF,
  pickReturnRate,
  uniqueEmail,
  upload,
  uploaded,
} from './checkout-steps';
import { openLivePage } from './live-page';

/** The checkout on a laptop (1280 px): files staged when chosen, the form kept by the server, money never taken without an order. */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 3: ${name}`);

/** Step 1 done (a service, Spain, mail, a Birth Certificate with its file staged), then Next. */
async function serviceStep(page: Page) {
  await fillService(page);
  await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
  await upload(page, 1, 'birth-certificate.pdf', PDF);
  await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
}

test.describe('checkout on a laptop', () => {
  test('a 0-byte PDF and a program renamed .pdf are refused at upload, each with its name and the reason', async ({ page }) => {
    await openLivePage(page, '/order');
    await upload(page, 1, 'empty.pdf', Buffer.alloc(0));
    const refusals = page.getByTestId('upload-refused');
    await expect(refusals.filter({ hasText: 'empty.pdf' })).toContainText(UPLOAD_MESSAGES.empty);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/checkout/files') && r.request().method() === 'POST');
    await upload(page, 1, 'invoice.pdf', EXECUTABLE);
    expect((await answer).status()).toBe(400);
    await expect(refusals.filter({ hasText: 'invoice.pdf' })).toContainText(UPLOAD_MESSAGES.wrongType);
    await expect(page.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // A good file after them is staged and listed.
    await upload(page, 1, 'birth-certificate.pdf', PDF);
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
  });

  test('a 4-digit ZIP and 10,000 characters of notes are refused before the payment step, with the reason', async ({ page }) => {
    await page.goto('/order');
    await serviceStep(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();

    await fillCustomer(page, uniqueEmail('limits'));
    await fillAddress(page, '3230');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.formValidationErrorTitle })).toContainText(CHECKOUT_MESSAGES.zipFormat);
    await expect(page.getByText(ORDER_MESSAGES.zipCodeRequired)).toBeVisible();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    // Long fields count their characters.
    await expect(page.getByText('15/200')).toBeVisible();

    await page.getByLabel('ZIP Code').fill('32301');
    await pickReturnRate(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();

    // The field stops at its limit...
    const notes = page.getByLabel('Order Notes (optional)');
    await notes.fill('n'.repeat(2500));
    await expect(notes).toHaveValue('n'.repeat(ORDER_TEXT_LIMITS.notes));
    await expect(page.getByText(`${ORDER_TEXT_LIMITS.notes}/${ORDER_TEXT_LIMITS.notes}`)).toBeVisible();
    // ...and what gets past it (a browser without the limit) is refused there, before any payment.
    await notes.evaluate((field) => field.removeAttribute('maxlength'));
    await notes.fill('n'.repeat(10_000));
    await notes.blur();
    const tooLong = CHECKOUT_MESSAGES.tooLong('Order notes', ORDER_TEXT_LIMITS.notes);
    await expect(page.getByText(tooLong).first()).toBeVisible();
    const intents: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/create-payment-intent') && intents.push(r.url()));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.formValidationErrorTitle })).toContainText(tooLong);
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toHaveCount(0);
    expect(intents).toEqual([]);
    await expectNoSidewaysScroll(page);
  });

  test('reload and Back on each step come back to the step with its files', async ({ page }) => {
    leaveWhenAsked(page);
    await page.goto('/order');
    await serviceStep(page);
    await page.reload();
    await expect(stepLine(page, 1, 'Service & Document Details')).toBeVisible();
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
    await expect(page.getByLabel('Destination Country')).toHaveValue('Spain');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    await fillCustomer(page, uniqueEmail('restore'));
    await fillAddress(page);
    await pickReturnRate(page);
    await page.reload();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('ZIP Code')).toHaveValue('32301');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();
    await page.reload();
    await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();
    await expect(page.getByText(/Birth Certificate: birth-certificate\.pdf/)).toBeVisible();

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ timeout: 15_000 });

    // The browser's Back walks the steps backwards, each with what it holds.
    await page.goBack();
    await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();
    await page.goBack();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
    await page.goBack();
    await expect(stepLine(page, 1, 'Service & Document Details')).toBeVisible();
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
    await page.goForward();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
  });

  test('paid, then the order call is cut: after a reload the confirmation shows, never a second payment form', async ({ page, request }) => {
    leaveWhenAsked(page);
    const email = uniqueEmail('cut');
    await page.goto('/order');
    await serviceStep(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomer(page, email);
    await fillAddress(page);
    await pickReturnRate(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.route('**/api/checkout/order', (route) => route.abort());
    const cut = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/checkout/order'));
    await payWithTestCard(page);
    await cut;
    await expect(page.getByText('Your payment was received. We are creating your order…')).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);

    const intents: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/create-payment-intent') && intents.push(r.url()));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeVisible({ timeout: 30_000 });
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^APO-\d{4}-\d{3,}$/);
    await expect(page.getByText(/Thank you, Ada Lovelace/)).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
    expect(intents).toEqual([]);

    const tracked = await request.get(`/api/orders/track?orderNumber=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`);
    expect(tracked.status()).toBe(200);

    // The checkout is over: the order page starts a new, empty one.
    await page.goto('/order');
    await expect(stepLine(page, 1, 'Service & Document Details')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);
  });

  test('a multi-MB file shows its real upload progress', async ({ page }) => {
    await openLivePage(page, '/order');
    // About 1 MB a second up, so the upload takes a few seconds and its progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 4 * 1024 * 1024, uploadThroughput: 1024 * 1024 });
    const big = Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    await upload(page, 1, 'scan-4mb.pdf', big);
    await expect(page.getByText(/^Uploading\.\.\. ([1-9]|[1-9]\d)%$/)).toBeVisible();
    await expect(uploaded(page, 'scan-4mb.pdf')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Uploading\.\.\./)).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });
});
