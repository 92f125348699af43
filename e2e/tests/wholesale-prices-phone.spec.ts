import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, fillAddress, fillService, leaveWhenAsked, PDF, pickReturnRate, upload, uploaded } from './checkout-steps';
import { openLivePage } from './live-page';
import { signInAccount, summaryAmount } from './wholesale-steps';

/**
 * Wholesale prices on a phone (390 × 844): the payment step's summary shows a wholesale customer's
 * discount, and a retail customer's possible saving. Rush, one document: 30 % of $227.00 is $68.10.
 */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 5: ${name}`);
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** The prefilled customer, an address, the service with its return rate and one document, ending on Payment. */
async function toPayment(page: Page) {
  leaveWhenAsked(page);
  await openLivePage(page, '/order');
  await expect(page.getByLabel('Phone')).toHaveValue('(850) 555-0199');
  await next(page).click();
  await expect(stepLine(page, 2, 'Shipping Address')).toBeVisible();
  await fillAddress(page);
  await next(page).click();
  await expect(stepLine(page, 3, 'Service Details')).toBeVisible();
  await fillService(page);
  await pickReturnRate(page);
  await next(page).click();
  await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();
  await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
  await upload(page, 1, 'birth-certificate.pdf', PDF);
  await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

test('a wholesale customer sees the discount and the discounted price before paying', async ({ page, request }) => {
  await signInAccount(page, request, 'wholesale-phone', 'professional');
  await toPayment(page);
  await expect(summaryAmount(page, 'Wholesale discount (Professional, 20%)')).toHaveText('−$45.40');
  const total = await summaryAmount(page, 'Total').textContent();
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText(/Total confirmed by our payment server/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('a retail customer sees what a wholesale account would save', async ({ page, request }) => {
  await signInAccount(page, request, 'retail-phone', null);
  await toPayment(page);
  await expect(page.getByRole('link', { name: 'Wholesale accounts save up to $68.10 on this order' })).toHaveAttribute('href', '/wholesale');
  await expect(page.getByText(/Wholesale discount/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
