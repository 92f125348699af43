import { expect, test } from '@playwright/test';
import { dollarsToCents, formatUsd, ORDER_MESSAGES, quote } from '../../libs/domain/src/index';
import { uploaded } from './checkout-steps';
import { openLivePage } from './live-page';

/** Phone journey (390 px wide, phone project only): the 5-step wizard with Next enabled by step completeness. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe('order flow on a phone', () => {
  test('five steps from customer info to a paid order', async ({ page }) => {
    const email = `e2e-phone-${Date.now()}@example.com`;
    await openLivePage(page, '/');
    const next = page.getByRole('button', { name: 'Next' });

    await expect(page.getByText('Step 1 of 5: Customer Info')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('850555123');
    await expect(next).toBeDisabled();
    await page.getByLabel('Phone').fill('8505551234');
    await next.click();

    await expect(page.getByText('Step 2 of 5: Shipping Address')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('Street Address').fill('200 Ocean Drive');
    await page.getByLabel('City').fill('Miami');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
    await page.getByLabel('ZIP Code').fill('33139');
    await next.click();

    await expect(page.getByText('Step 3 of 5: Service Details')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: /On A Budget/ }).check();
    await page.getByLabel('Destination Country').selectOption('Germany');
    await page.getByLabel('Delivery Method').selectOption('mail');
    await expect(page.getByRole('link', { name: 'Get Custom Help' })).toHaveAttribute('href', '/contact');
    // The return rates follow the delivery method on this step; Next waits for one.
    await expect(next).toBeDisabled();
    const rates = page.getByRole('radiogroup', { name: 'Return Shipping Options' });
    await expect(rates.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    await rates.getByRole('radio').first().check();
    const selected = await page.getByText(/^Selected: .+ - \$\d+\.\d{2}$/).textContent();
    const shippingCents = dollarsToCents(Number(/\$(\d+\.\d{2})$/.exec(selected ?? '')?.[1]));
    await next.click();

    await expect(page.getByText('Step 4 of 5: Document Upload')).toBeVisible();
    const toPayment = page.getByRole('button', { name: 'Continue to Payment' });
    await expect(toPayment).toBeDisabled();
    await page.getByLabel('Document 1 type').selectOption('Power of Attorney');
    await page.getByLabel('Upload files for document 1').setInputFiles({ name: 'poa.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Staged on the server as soon as chosen (checkout-desktop.spec.ts watches the progress of a large file).
    await expect(uploaded(page, 'poa.pdf')).toBeVisible();
    await toPayment.click();

    await expect(page.getByText('Step 5 of 5: Payment')).toBeVisible();
    const expected = quote({ serviceLevel: 'fast', documentCount: 1, deliveryMethod: 'mail', shippingRateCents: shippingCents });
    const pay = page.getByRole('button', { name: `Pay ${formatUsd(expected.totalCents)}` });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Card Number').fill('4242424242424242');
    await page.getByLabel('Expiry (MM/YY)').fill('1234');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Billing ZIP Code').fill('33139');
    await pay.click();

    await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('order-total')).toContainText(formatUsd(expected.totalCents));
    await expect(page.getByTestId('expected-completion')).toContainText(
      /business days after your originals arrive; posted today, expect about \w+, \w+ \d+, \d{4}\./,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('an unsupported file shows Invalid Files on a phone too', async ({ page }) => {
    await openLivePage(page, '/order');
    // The upload step is the fourth; the file input is reachable only there, so walk with complete steps.
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Phone').fill('8505551234');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Street Address').fill('200 Ocean Drive');
    await page.getByLabel('City').fill('Miami');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
    await page.getByLabel('ZIP Code').fill('33139');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /LIGHTNING SPEED/ }).check();
    await page.getByLabel('Destination Country').selectOption('Japan');
    await page.getByLabel('Delivery Method').selectOption('pickup');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Upload files for document 1').setInputFiles({ name: 'readme.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.invalidFilesTitle })).toContainText(ORDER_MESSAGES.invalidFiles);
  });
});
