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

/** The checkout on a phone (390 px, five steps): the same guarantees as on a laptop, nothing wider than the screen. */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 5: ${name}`);
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Customer, address and service (with its return rate) steps, ending on Document Upload. */
async function toDocuments(page: Page, email: string) {
  await openLivePage(page, '/order');
  await fillCustomer(page, email);
  await next(page).click();
  await expect(stepLine(page, 2, 'Shipping Address')).toBeVisible();
  await fillAddress(page);
  await next(page).click();
  await expect(stepLine(page, 3, 'Service Details')).toBeVisible();
  await fillService(page);
  await pickReturnRate(page);
  await next(page).click();
  await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();
}

test.describe('checkout on a phone', () => {
  test('a 0-byte PDF and a program renamed .pdf are refused at upload, each with its name and the reason', async ({ page }) => {
    await toDocuments(page, uniqueEmail('phone-files'));
    await upload(page, 1, 'empty.pdf', Buffer.alloc(0));
    const refusals = page.getByTestId('upload-refused');
    await expect(refusals.filter({ hasText: 'empty.pdf' })).toContainText(UPLOAD_MESSAGES.empty);
    await upload(page, 1, 'a-rather-long-file-name-of-a-scanned-document.pdf', EXECUTABLE);
    await expect(refusals.filter({ hasText: 'a-rather-long-file-name-of-a-scanned-document.pdf' })).toContainText(UPLOAD_MESSAGES.wrongType);
    await expect(page.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await expectNoSidewaysScroll(page);
  });

  test('a 4-digit ZIP and 10,000 characters of notes are refused before the payment step, with the reason', async ({ page }) => {
    await openLivePage(page, '/order');
    await fillCustomer(page, uniqueEmail('phone-limits'));
    await next(page).click();
    await fillAddress(page, '3230');
    await page.getByLabel('ZIP Code').blur();
    await expect(page.getByText(ORDER_MESSAGES.zipCodeRequired)).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await expect(page.getByText('15/200')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByLabel('ZIP Code').fill('32301');
    await next(page).click();
    await fillService(page);
    await pickReturnRate(page);
    await next(page).click();
    await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
    await upload(page, 1, 'birth-certificate.pdf', PDF);
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();

    const notes = page.getByLabel('Order Notes (optional)');
    await notes.evaluate((field) => field.removeAttribute('maxlength'));
    await notes.fill('n'.repeat(10_000));
    await notes.blur();
    const tooLong = CHECKOUT_MESSAGES.tooLong('Order notes', ORDER_TEXT_LIMITS.notes);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.formValidationErrorTitle })).toContainText(tooLong);
    await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('reload and Back on each step come back to the step with its files', async ({ page }) => {
    leaveWhenAsked(page);
    await openLivePage(page, '/order');
    await fillCustomer(page, uniqueEmail('phone-restore'));
    await page.reload();
    await expect(stepLine(page, 1, 'Customer Info')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await next(page).click();

    await fillAddress(page);
    await page.reload();
    await expect(stepLine(page, 2, 'Shipping Address')).toBeVisible();
    await expect(page.getByLabel('ZIP Code')).toHaveValue('32301');
    await next(page).click();

    await fillService(page);
    await pickReturnRate(page);
    await page.reload();
    await expect(stepLine(page, 3, 'Service Details')).toBeVisible();
    await expect(page.getByLabel('Destination Country')).toHaveValue('Spain');
    await next(page).click();

    await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
    await upload(page, 1, 'birth-certificate.pdf', PDF);
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
    await page.reload();
    await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(stepLine(page, 5, 'Payment')).toBeVisible();
    await page.reload();
    await expect(stepLine(page, 5, 'Payment')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ timeout: 15_000 });

    await page.goBack();
    await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
    await page.goBack();
    await expect(stepLine(page, 3, 'Service Details')).toBeVisible();
    await page.goBack();
    await expect(stepLine(page, 2, 'Shipping Address')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Tallahassee');
    await page.goBack();
    await expect(stepLine(page, 1, 'Customer Info')).toBeVisible();
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
  });

  test('paid, then the order call is cut: after a reload the confirmation shows, never a second payment form', async ({ page }) => {
    leaveWhenAsked(page);
    await toDocuments(page, uniqueEmail('phone-cut'));
    await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
    await upload(page, 1, 'birth-certificate.pdf', PDF);
    await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.route('**/api/checkout/order', (route) => route.abort());
    const cut = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/checkout/order'));
    await payWithTestCard(page);
    await cut;
    await expect(page.getByText('Your payment was received. We are creating your order…')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.orderConfirmedTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('order-number')).toHaveText(/^APO-\d{4}-\d{3,}$/);
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
