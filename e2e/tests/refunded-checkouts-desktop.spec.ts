import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase } from './public-db';
import { signInWithPassword } from './staff-sign-in';

/**
 * The console's list of refunded checkouts: a card payment that could not become an order and was
 * refunded shows up for a signed-in staff member, on a laptop and in a phone-sized window.
 */

interface RefundedPayment {
  paymentIntentId: string;
  email: string;
  reason: string;
}

/**
 * Writes the payment the way the server leaves it after an automatic refund. Straight into the
 * database: making one through the product needs a checkout whose file disappears after payment.
 */
async function insertRefundedPayment(): Promise<RefundedPayment> {
  const stamp = Date.now();
  const payment = {
    paymentIntentId: `pi_e2e_refund_${stamp}`,
    email: `refund.${stamp}@example.com`,
    reason: 'A document of the order was removed after payment',
  };
  const db = await e2eDatabase();
  try {
    await db.query(
      `INSERT INTO payments (provider, payment_intent_id, amount_cents, currency, status, customer_email, refund_status, refund_reason, refunded_at)
       VALUES ('offline', $1, 12345, 'usd', 'succeeded', $2, 'refunded', $3, now())`,
      [payment.paymentIntentId, payment.email, payment.reason],
    );
  } finally {
    await db.end();
  }
  return payment;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a refunded checkout is listed for staff on a laptop, without sideways scrolling', async ({ page }) => {
  const payment = await insertRefundedPayment();
  await signInWithPassword(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('menuitem', { name: 'Refunded checkouts' }).click();
  await expect(page).toHaveURL(/\/admin\/refunded-checkouts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refunded checkouts' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: payment.paymentIntentId });
  await expect(row).toContainText(payment.email);
  await expect(row).toContainText('$123.45');
  await expect(row).toContainText('offline');
  await expect(row).toContainText(payment.reason);
  // Refunded just now: a date, not "Refund pending".
  await expect(row).toContainText(/\w{3} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), 'the list at 1440px').toBeLessThanOrEqual(0);

  // A small laptop or a tablet: the table narrows rather than scrolling.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(row).toBeVisible();
  expect(await overflow(page), 'the list at 1024px').toBeLessThanOrEqual(0);
});

test.describe('on a phone-sized window', () => {
  // A fresh 390 px window, as a phone opens the console (a desktop window narrowed later keeps its menu open).
  test.use({ viewport: { width: 390, height: 844 } });

  test('the refunded checkout is a card, reached from the menu, without sideways scrolling', async ({ page }) => {
    const payment = await insertRefundedPayment();
    await signInWithPassword(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Refunded checkouts' }).click();
    const card = page.getByRole('article', { name: `Refund of ${payment.paymentIntentId}` });
    await expect(card).toContainText('$123.45');
    await expect(card).toContainText(payment.email);
    await expect(card).toContainText(payment.reason);
    await page.waitForLoadState('networkidle');
    expect(await overflow(page), 'the list at 390px').toBeLessThanOrEqual(0);
  });
});
