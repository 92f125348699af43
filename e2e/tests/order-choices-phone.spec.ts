import { expect, test, type Locator, type Page } from '@playwright/test';
import { DELIVERY_RULE_MESSAGES, formatUsd, PICKUP_HOURS, PROCESSING_CENTRE_ADDRESS, quote } from '../../libs/domain/src/index';
import { fillAddress, fillCustomer, uniqueEmail } from './checkout-steps';
import { openLivePage } from './live-page';

/**
 * The phone wizard at 390×844: a running total from the first step, no chat button over its buttons or
 * prices, only coherent delivery choices, and no leaving the step that shows the rates without one.
 */

const stepLine = (page: Page, n: number, name: string) => page.getByText(`Step ${n} of 5: ${name}`);
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const method = (page: Page) => page.getByLabel('Delivery Method');
const rates = (page: Page) => page.getByRole('radiogroup', { name: 'Return Shipping Options' });

/** Whether a tap at the middle and at the far end of `target` reaches it, once it is scrolled to the middle of the screen. */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    return [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.right - 2, box.bottom - 2],
    ].every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (element === top || element.contains(top) || top.contains(element));
    });
  });
}

async function toServiceStep(page: Page, path = '/order') {
  await openLivePage(page, path);
  await fillCustomer(page, uniqueEmail('phone-choices'));
  await next(page).click();
  await expect(stepLine(page, 2, 'Shipping Address')).toBeVisible();
  await fillAddress(page);
  await next(page).click();
  await expect(stepLine(page, 3, 'Service Details')).toBeVisible();
}

test.describe('the order wizard on a phone', () => {
  test('shows the running total from step 1 and no chat button over its buttons or the rates’ prices', async ({ page }) => {
    await openLivePage(page, '/order?service=rush');
    await expect(stepLine(page, 1, 'Customer Info')).toBeVisible();
    const total = page.getByTestId('running-total-amount');
    await expect(total).toHaveText(`Total ${formatUsd(quote({ serviceLevel: 'rush', documentCount: 1 }).totalCents)}`);
    await expect(total).toBeInViewport();
    await expect(page.getByRole('complementary', { name: 'Chat' })).toBeHidden();

    await fillCustomer(page, uniqueEmail('phone-total'));
    await next(page).click();
    await fillAddress(page);
    await next(page).click();
    await page.getByLabel('Destination Country').selectOption('Spain');
    await method(page).selectOption('mail');
    await expect(rates(page).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    await rates(page).getByRole('radio').first().check();
    await expect(next(page)).toBeEnabled();

    await expect(page.getByRole('complementary', { name: 'Chat' })).toBeHidden();
    const prices = rates(page)
      .locator('label')
      .getByText(/^\$\d+\.\d{2}$/);
    expect(await prices.count()).toBeGreaterThan(0);
    for (const price of await prices.all()) expect(await reachable(price), (await price.textContent()) ?? 'price').toBe(true);
    for (const button of await page.getByRole('main').getByRole('button').all()) {
      if (await button.isVisible()) expect(await reachable(button), (await button.textContent()) ?? 'button').toBe(true);
    }
    // Scrolled to the end, Next sits above the running total, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const nextBox = await next(page).boundingBox();
    const totalBox = await page.getByTestId('running-total').boundingBox();
    expect(nextBox!.y + nextBox!.height).toBeLessThanOrEqual(totalBox!.y);
  });

  test('offers only coherent delivery choices, shows pickup’s address and hours, and keeps step 3 until a rate is chosen', async ({ page }) => {
    await toServiceStep(page);
    await page.getByRole('radio', { name: /RUSH SERVICE/ }).check();
    await page.getByLabel('Destination Country').selectOption('Spain');
    // UPS and DHL cannot be quoted: shown with the reason, never selectable.
    await expect(method(page).locator('option[value="ups"]')).toBeDisabled();
    await expect(method(page).locator('option[value="dhl"]')).toHaveText(`DHL: ${DELIVERY_RULE_MESSAGES.notQuotable('DHL')}`);

    await method(page).selectOption('fedex');
    await expect(rates(page).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    await expect(rates(page).locator('[data-carrier]')).not.toHaveCount(0);
    for (const badge of await rates(page).locator('[data-carrier]').all()) await expect(badge).toHaveAttribute('data-carrier', 'FEDEX');
    await expect(next(page)).toBeDisabled();
    await expect(page.getByText('To continue, complete Return Shipping Options')).toBeVisible();

    // On A Budget returns by mail only: pickup and FedEx are not offered, the FedEx choice is refused at the field.
    await page.getByRole('radio', { name: /On A Budget/ }).check();
    await expect(method(page).locator('option[value="pickup"]')).toBeDisabled();
    await expect(method(page).locator('option[value="fedex"]')).toBeDisabled();
    await expect(page.locator('#order-deliveryMethod-helper-text')).toHaveText(DELIVERY_RULE_MESSAGES.mailOnly('On A Budget'));
    await expect(method(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(next(page)).toBeDisabled();
    await method(page).selectOption('mail');
    await expect(rates(page).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    for (const badge of await rates(page).locator('[data-carrier]').all()) await expect(badge).toHaveAttribute('data-carrier', 'USPS');
    await expect(next(page)).toBeDisabled();
    await rates(page).getByRole('radio').first().check();
    await expect(next(page)).toBeEnabled();

    // Pickup (a faster tier): no rates, the centre's address and hours instead, and the step may be left.
    await page.getByRole('radio', { name: /LIGHTNING SPEED/ }).check();
    await method(page).selectOption('pickup');
    await expect(rates(page)).toHaveCount(0);
    const pickup = page.getByTestId('pickup-details');
    await expect(pickup).toContainText(PROCESSING_CENTRE_ADDRESS.street);
    await expect(pickup).toContainText(PICKUP_HOURS);
    await next(page).click();
    await expect(stepLine(page, 4, 'Document Upload')).toBeVisible();
  });
});
