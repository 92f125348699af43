import { expect, test, type Page } from '@playwright/test';
import { DELIVERY_RULE_MESSAGES, formatUsd, ORDER_MESSAGES, PICKUP_HOURS, RETURN_RATE_REQUIRED_MESSAGE, SHIPPING_MESSAGES } from '../../libs/domain/src/index';
import { fillCustomer, PDF, uniqueEmail, upload, uploaded } from './checkout-steps';
import { openLivePage } from './live-page';

/**
 * The desktop order form: only coherent delivery choices, the running total from the first step, the
 * progress bar naming the steps as the headings do, and each problem shown at its field on its step.
 */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 3: ${name}`);
const method = (page: Page) => page.getByLabel('Delivery Method');
const rates = (page: Page) => page.getByRole('radiogroup', { name: 'Return Shipping Options' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Step 1 complete with `tier`, Spain, `delivery` and one uploaded birth certificate. */
async function serviceStep(page: Page, tier: RegExp, delivery: string) {
  await page.getByRole('radio', { name: tier }).check();
  await page.getByLabel('Destination Country').selectOption('Spain');
  await method(page).selectOption(delivery);
  await page.getByLabel('Document 1 type').selectOption('Birth Certificate');
  await upload(page, 1, 'birth-certificate.pdf', PDF);
  await expect(uploaded(page, 'birth-certificate.pdf')).toBeVisible();
}

test.describe('order form choices on a laptop', () => {
  test('On A Budget by mail: USPS rates only, a 4-digit ZIP refused at the field without a rate warning, no leaving without a rate', async ({ page }) => {
    await openLivePage(page, '/order');
    await expect(page.getByTestId('running-total')).toContainText(`Orders start at ${formatUsd(15700)}`);
    const progress = page.getByLabel('Order progress');
    await expect(progress.getByText('Service & Document Details', { exact: true })).toBeVisible();
    await expect(progress.getByText('Documents', { exact: true })).toHaveCount(0);

    await page.getByRole('radio', { name: /RUSH SERVICE/ }).check();
    await expect(method(page).locator('option[value="ups"]')).toBeDisabled();
    await expect(method(page).locator('option[value="dhl"]')).toBeDisabled();
    await expect(method(page).locator('option[value="pickup"]')).toBeEnabled();
    await method(page).selectOption('pickup');
    await expect(page.getByTestId('pickup-details')).toContainText(PICKUP_HOURS);

    // Switching to On A Budget: the pickup already chosen is refused at the field, and Next says so there.
    await page.getByRole('radio', { name: /On A Budget/ }).check();
    await expect(page.locator('#order-deliveryMethod-helper-text')).toHaveText(DELIVERY_RULE_MESSAGES.mailOnly('On A Budget'));
    await expect(method(page).locator('option[value="fedex"]')).toBeDisabled();
    await serviceStep(page, /On A Budget/, 'mail');
    await expect(page.getByTestId('running-total-amount')).toHaveText(`Total ${formatUsd(15700 + 1000)}`);
    await next(page).click();

    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    await expect(progress.locator('.Mui-active').getByText('Customer Information', { exact: true })).toBeVisible();
    await fillCustomer(page, uniqueEmail('desktop-choices'));
    await page.getByLabel('Street Address').fill('100 Main Street');
    await page.getByLabel('City').fill('Tallahassee');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
    await page.getByLabel('ZIP Code').fill('3230');
    await page.getByLabel('ZIP Code').blur();
    await expect(page.locator('#order-shippingAddress-zipCode-helper-text')).toHaveText(ORDER_MESSAGES.zipCodeRequired);
    await expect(rates(page)).toHaveCount(0);
    await expect(page.getByText(SHIPPING_MESSAGES.addressIncomplete)).toBeVisible();
    await expect(page.getByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toHaveCount(0);

    await page.getByLabel('ZIP Code').fill('32301');
    await expect(rates(page).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    for (const badge of await rates(page).locator('[data-carrier]').all()) await expect(badge).toHaveAttribute('data-carrier', 'USPS');
    await expect(page.getByText(SHIPPING_MESSAGES.liveRatesUnavailable)).toHaveCount(0);

    // Next without a rate: the step stays, the first rate has focus and the message is at the card.
    await next(page).click();
    await expect(stepLine(page, 2, 'Customer Information')).toBeVisible();
    await expect(rates(page).getByRole('radio').first()).toBeFocused();
    await expect(rates(page).locator('xpath=..').getByText(RETURN_RATE_REQUIRED_MESSAGE)).toBeVisible();
    await rates(page).getByRole('radio').first().check();
    await next(page).click();
    await expect(stepLine(page, 3, 'Review & Documents')).toBeVisible();
  });

  test('FedEx offers FedEx rates only', async ({ page }) => {
    await openLivePage(page, '/order');
    await serviceStep(page, /RUSH SERVICE/, 'fedex');
    await next(page).click();
    await fillCustomer(page, uniqueEmail('desktop-fedex'));
    await page.getByLabel('Street Address').fill('100 Main Street');
    await page.getByLabel('City').fill('Tallahassee');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
    await page.getByLabel('ZIP Code').fill('32301');
    await expect(rates(page).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    await expect(rates(page).locator('[data-carrier="USPS"]')).toHaveCount(0);
    await expect(rates(page).locator('[data-carrier="FEDEX"]')).not.toHaveCount(0);
  });
});
