import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, fillAddress, fillCustomer, fillService, PDF, pickReturnRate, uniqueEmail, upload, uploaded } from './checkout-steps';
import { openLivePage } from './live-page';
import { chooseFbiCheck, expectGovernmentFee, expectSameTotalAsServer } from './routes-steps';

/** A document's route on a phone (390 px, five steps): the same facts before paying, nothing wider than the screen. */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 5: ${name}`);
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

test.describe('routes on a phone', () => {
  test('an FBI check for Spain shows the Department of State step, $20.00 and the do-not-notarize risk before paying', async ({ page }) => {
    await openLivePage(page, '/order');
    await fillCustomer(page, uniqueEmail('route-phone'));
    await next(page).click();
    await expect(stepLine(page, 2, 'Shipping Address')).toBeVisible();
    await fillAddress(page);
    await next(page).click();
    await expect(stepLine(page, 3, 'Service Details')).toBeVisible();
    await fillService(page);
    await pickReturnRate(page);
    await next(page).click();
    await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();

    await chooseFbiCheck(page);
    await expectNoSidewaysScroll(page);
    await upload(page, 1, 'fbi-check.pdf', PDF);
    await expect(uploaded(page, 'fbi-check.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(stepLine(page, 5, 'Payment')).toBeVisible();
    await expectGovernmentFee(page, '$20.00');
    await expectSameTotalAsServer(page);
    await expectNoSidewaysScroll(page);
  });
});
