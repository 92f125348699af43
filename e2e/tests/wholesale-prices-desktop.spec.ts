import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, fillAddress, fillService, leaveWhenAsked, payWithTestCard, PDF, pickReturnRate, upload, uploaded } from './checkout-steps';
import { openLivePage } from './live-page';
import { signInAccount, summaryAmount } from './wholesale-steps';

/**
 * Wholesale prices on a laptop (1440 × 900): a wholesale customer sees their tier's discount before
 * paying and pays that price; a retail customer sees what a wholesale account would save.
 * Rush, one document: service fees $227.00, so 30 % is $68.10.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 3: ${name}`);

/** Service (rush, Spain, mail, one Birth Certificate), then the prefilled customer and an address, ending on Review. */
async function toReview(page: Page) {
  leaveWhenAsked(page);
  await openLivePage(page, '/order');
  await fillService(page);
  await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
  await upload(page, 1, 'birth-certificate.pdf', PDF);
  await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('(850) 555-0199');
  await fillAddress(page);
  await pickReturnRate(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();
}

test('a wholesale customer sees the discount before paying, pays that price and finds it on the confirmation', async ({ page, request }) => {
  await signInAccount(page, request, 'wholesale-desk', 'enterprise');
  await toReview(page);
  await expect(summaryAmount(page, 'Wholesale discount (Enterprise, 30%)')).toHaveText('−$68.10');
  await expect(page.getByText(/Wholesale accounts save/)).toHaveCount(0);
  const total = await summaryAmount(page, 'Total').textContent();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(summaryAmount(page, 'Wholesale discount (Enterprise, 30%)')).toHaveText('−$68.10');
  // The server's price is the browser's: no "confirmed by our payment server" correction.
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText(/Total confirmed by our payment server/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await payWithTestCard(page);
  await expect(page.getByTestId('order-number')).toHaveText(/^APO-\d{4}-\d{3,}$/, { timeout: 30_000 });
  await expect(page.getByText('Wholesale discount (Enterprise, 30%)')).toBeVisible();
  await expect(page.getByText('-$68.10')).toBeVisible();
});

test('a retail customer sees what a wholesale account would save, with a link to apply', async ({ page, request }) => {
  await signInAccount(page, request, 'retail-desk', null);
  await toReview(page);
  const saving = page.getByRole('link', { name: 'Wholesale accounts save up to $68.10 on this order' });
  await expect(saving).toBeVisible();
  await expect(page.getByText(/Wholesale discount/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await saving.click();
  await expect(page).toHaveURL(/\/wholesale$/);
});
