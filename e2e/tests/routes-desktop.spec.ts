import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, fillAddress, fillCustomer, fillService, PDF, pickReturnRate, uniqueEmail, upload, uploaded } from './checkout-steps';
import { openLivePage } from './live-page';
import { chooseFbiCheck, expectGovernmentFee, expectSameTotalAsServer } from './routes-steps';

/** A document's route on a laptop (1280 px): shown under the document, priced on the summary, before paying. */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 3: ${name}`);

test.describe('routes on a laptop', () => {
  test('an FBI check for Spain shows the Department of State step, $20.00 and the do-not-notarize risk before paying', async ({ page }) => {
    await openLivePage(page, '/order');
    await fillService(page);
    await chooseFbiCheck(page);
    await expectNoSidewaysScroll(page);

    // A federal document cannot be marked as issued elsewhere: only its own kind is offered.
    await expect(page.getByLabel('Document 1 issued in / by').locator('option')).toHaveText(['U.S. federal agency']);

    await upload(page, 1, 'fbi-check.pdf', PDF);
    await expect(uploaded(page, 'fbi-check.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    await fillCustomer(page, uniqueEmail('route-fbi'));
    await fillAddress(page);
    await pickReturnRate(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();
    await expectGovernmentFee(page, '$20.00');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await expectGovernmentFee(page, '$20.00');
    await expectSameTotalAsServer(page);
    await expectNoSidewaysScroll(page);
  });

  test("'Other Country' guesses no route; an unknown issuing country is named at its field", async ({ page }) => {
    await openLivePage(page, '/order');
    await page.getByLabel('Destination Country').selectOption('Other Country');
    await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
    const route = page.getByRole('region', { name: 'Route for document 1: Birth Certificate' });
    await expect(route.getByRole('status')).toContainText('We confirm the route after review');
    await expect(route.getByRole('list', { name: 'Route steps' })).toHaveCount(0);

    await page.getByLabel('Document 1 issued in / by').selectOption('foreign-country');
    await page.getByLabel('Document 1 issuing country').fill('Atlantis');
    await expect(page.getByText('Unknown issuing country: Atlantis')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
