import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dollarsToCents, formatUsd, ORDER_MESSAGES, PROCESSING_CENTRE_ADDRESS, quote, SHIPPING_MESSAGES } from '../../libs/domain/src/index';
import { pdfTextLines } from '../../server/test/support/pdf-text';

/** Desktop journey (≥ 768 px): a progress bar naming the steps (Service & Document Details, Customer Information, Review & Documents, Payment). */

import { SAMPLE_PDF as PDF } from './api-order';
import { uploaded } from './checkout-steps';
import { openLivePage } from './live-page';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function uniqueEmail(tag: string) {
  return `e2e-${tag}-${Date.now()}@example.com`;
}

/** Fills all three detail steps and stops on the payment step; returns the chosen return-shipping cost in cents. */
async function fillOrder(page: Page, email: string): Promise<number> {
  await page.goto('/order?service=rush');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Step 1 of 3: Service & Document Details')).toBeVisible();
  for (const label of ['Service & Document Details', 'Customer Information', 'Review & Documents', 'Payment']) {
    await expect(page.getByLabel('Order progress').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /RUSH SERVICE/ })).toBeChecked();

  await page.getByLabel('Destination Country').selectOption('Spain');
  await page.getByLabel('Delivery Method').selectOption('mail');
  await page.getByRole('checkbox', { name: /Document Scanning/ }).check();

  await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
  // Spain takes an apostille: the document's own route says from which office.
  await expect(page.getByRole('region', { name: 'Route for document 1: Birth Certificate' })).toContainText('Apostille from Florida');
  await page.getByLabel('Upload files for document 1').setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  // Staged on the server as soon as chosen: listed once the upload is done.
  await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Add Another Document' }).click();
  await page.getByLabel('Document 2 type').selectOption('College Diploma');
  await page.getByLabel('Upload files for document 2').setInputFiles({ name: 'diploma.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploaded(page, 'diploma.png')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3: Customer Information')).toBeVisible();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('8505551234');
  await expect(page.getByText(SHIPPING_MESSAGES.addressIncomplete)).toBeVisible();
  await page.getByLabel('Street Address').fill('100 Main Street');
  await page.getByLabel('City').fill('Tallahassee');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
  await page.getByLabel('ZIP Code').fill('32301');

  const rates = page.getByRole('radiogroup', { name: 'Return Shipping Options' });
  await expect(rates.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await rates.getByRole('radio').first().check();
  const selected = await page.getByText(/^Selected: .+ - \$\d+\.\d{2}$/).textContent();
  const shippingCents = dollarsToCents(Number(/\$(\d+\.\d{2})$/.exec(selected ?? '')?.[1]));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3: Review & Documents')).toBeVisible();
  await expect(page.getByText('birth-certificate.pdf', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  return shippingCents;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Billing ZIP Code').fill('32301');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test.describe('order flow on a desktop', () => {
  test('fill everything, upload a PDF and a PNG, pick a rate, pay, see the confirmation, find the order', async ({ page, request }) => {
    const email = uniqueEmail('desktop');
    const shippingCents = await fillOrder(page, email);
    const expected = quote({
      serviceLevel: 'rush',
      documentCount: 2,
      deliveryMethod: 'mail',
      shippingRateCents: shippingCents,
      additionalServices: { scanning: true, translation: false },
    });
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(formatUsd(expected.totalCents))).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${formatUsd(expected.totalCents)}` })).toBeEnabled({ timeout: 15_000 });

    await payWith(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^APO-\d{4}-\d{3,}$/);
    await expect(page.getByTestId('order-total')).toContainText(formatUsd(expected.totalCents));
    // When it will be ready, from the start: counted from the arrival of the originals.
    await expect(page.getByTestId('expected-completion')).toContainText(
      /business days after your originals arrive; posted today, expect about \w+, \w+ \d+, \d{4}\./,
    );
    // The routes promised before payment are kept on the order.
    await expect(page.getByRole('heading', { name: "Your documents' routes" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Route for document 2: College Diploma' })).toContainText('Apostille from Florida');
    const main = page.getByRole('main');
    await expect(main.getByText(/processing centre in Tallahassee, Florida/).first()).toBeVisible();
    await expect(main.getByText(new RegExp(`packing note with your order number ${orderNumber}`))).toBeVisible();
    await expect(main.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      `/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`,
    );

    // Save as PDF downloads a real PDF named after the order.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`order-${orderNumber}.pdf`);

    // The full mailing address and the packing slip to put in the envelope.
    await expect(main.getByTestId('mailing-address')).toContainText(PROCESSING_CENTRE_ADDRESS.street);
    const [slip] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: 'Download packing slip' }).click()]);
    expect(slip.suggestedFilename()).toBe(`packing-slip-${orderNumber}.pdf`);
    const slipText = pdfTextLines(await readFile(await slip.path()));
    expect(slipText).toContain(orderNumber);

    // A reload keeps showing the confirmation.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);

    const tracked = await request.get(`/api/orders/track?orderNumber=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`);
    // The order is on the server, found by number and e-mail, at the total shown.
    expect(tracked.status()).toBe(200);
    const body = (await tracked.json()) as {
      orderNumber?: string;
      totalAmount?: number | string;
      order?: { orderNumber?: string; totalAmount?: number | string };
    };
    const order = body.order ?? body;
    expect(order.orderNumber).toBe(orderNumber);
    expect(dollarsToCents(Number(order.totalAmount))).toBe(expected.totalCents);
  });

  test('a declined card shows Payment Failed and creates no order', async ({ page }) => {
    const orderCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && ['/api/orders', '/api/checkout/order'].includes(new URL(r.url()).pathname)) orderCalls.push(r.url());
    });
    await fillOrder(page, uniqueEmail('declined'));
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ timeout: 15_000 });
    await payWith(page, '4000 0000 0000 0002');
    const toast = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.paymentFailedTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/declined/i);
    await expect(page).toHaveURL(/\/order$|\/order\?/);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    expect(orderCalls).toEqual([]);

    // The refusal stays on the form after the toast has gone, until the card is changed.
    const onForm = page.getByTestId('card-declined');
    await expect(onForm).toContainText(/declined/i);
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await expect(onForm).toBeVisible();
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await expect(onForm).toBeHidden();
  });

  test('an unsupported file shows Invalid Files and is not listed', async ({ page }) => {
    await openLivePage(page, '/order');
    await page.getByLabel('Upload files for document 1').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') });
    const toast = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.invalidFilesTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(ORDER_MESSAGES.invalidFiles);
    await expect(page.getByText('notes.txt')).toHaveCount(0);
  });

  test('step checks: Next without a service level shows the step message', async ({ page }) => {
    await openLivePage(page, '/order');
    await page.getByRole('button', { name: 'Next' }).click();
    const toast = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.formValidationErrorTitle });
    await expect(toast).toContainText(ORDER_MESSAGES.selectServiceLevel);
    await expect(page.getByText('Step 1 of 3: Service & Document Details')).toBeVisible();
  });

  test('step checks: a failed step focuses and shows its first invalid field', async ({ page }) => {
    await page.goto('/order?service=rush');
    await page.getByLabel('Destination Country').selectOption('Spain');
    await page.getByLabel('Delivery Method').selectOption('mail');
    await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
    await page.getByLabel('Upload files for document 1').setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 3: Customer Information')).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
  });

  test('keyboard: tiers by arrow keys, upload area by Enter', async ({ page }) => {
    await openLivePage(page, '/order');
    await page.getByRole('radio', { name: /LIGHTNING SPEED/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /LIGHTNING SPEED/ })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /RUSH SERVICE/ })).toBeChecked();
    const dropZone = page.getByRole('button', { name: 'Drag and drop files here, or click to browse for document 1' });
    await dropZone.focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(uploaded(page, 'scan.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove scan.pdf' })).toBeVisible();
  });
});
