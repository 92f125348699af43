import { expect, test, type Page } from '@playwright/test';
import { ORDER_ENTRY_REASONS, packingSlipPath } from '../../libs/domain/src/index';
import { pdfTextLines } from '../../server/test/support/pdf-text';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * The Automation tab and the packing-slip scan on a desktop against the built product: staff switch
 * a rule on, run it on one order by hand and on another in a batch, scan the slip a customer printed,
 * and each customer's tracking page shows what the rules did. Signs in with the password only.
 */

const PAID_RULE = 'Paid order starts processing';

/** The customer's tracking page, reloaded until it shows the status (the rules run on the queue). */
async function expectTrackedStatus(page: Page, orderNumber: string, email: string, label: string) {
  const customer = await page.context().newPage();
  await expect(async () => {
    await customer.goto(`/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`);
    await expect(customer.getByLabel('Order progress').locator('[aria-current="step"]')).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await customer.close();
}

async function setPaidRule(page: Page, on: boolean) {
  const row = page.getByRole('region', { name: 'Automation rules' }).locator('[data-testid^="rule-"]').filter({ hasText: PAID_RULE });
  const toggle = row.locator('input[type="checkbox"]');
  if ((await toggle.isChecked()) !== on) {
    await toggle.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Rule Updated' })).toBeVisible();
  }
  await expect(row).toContainText(on ? 'Active' : 'Inactive');
}

test.describe('automation on a desktop', () => {
  test('rules switched on run by hand, in a batch, and on a packing-slip scan', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const first = { email: `auto-one-${stamp}@example.com`, firstName: 'Otto', lastName: 'Mation' };
    const second = { email: `auto-two-${stamp}@example.com`, firstName: 'Bea', lastName: 'Batch' };
    const firstNumber = await placeApiOrder(request, first);
    const secondNumber = await placeApiOrder(request, second);

    await signInWithPassword(page);
    await page.getByRole('menuitem', { name: 'Automation' }).click();
    await expect(page).toHaveURL(/\/admin\/automation$/);
    await expect(page.getByRole('group', { name: 'Active Rules' })).toContainText('1/5');
    await setPaidRule(page, true);
    await expect(page.getByRole('group', { name: 'Active Rules' })).toContainText('2/5');

    // By hand: one order, the rules of one trigger type.
    const trigger = page.getByRole('region', { name: 'Manual trigger' });
    await trigger.getByLabel('Order number').fill(firstNumber);
    await trigger.getByRole('combobox', { name: 'Trigger type' }).click();
    await page.getByRole('option', { name: 'payment_received' }).click();
    await trigger.getByRole('button', { name: 'Trigger Workflow' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Workflow Triggered' })).toBeVisible();
    await expectTrackedStatus(page, firstNumber, first.email, 'Processing');

    // In a batch: every active rule on each listed order; the screen names each entry it ignored, and why.
    const batch = page.getByRole('region', { name: 'Batch processing' });
    await batch.getByLabel('Order numbers').fill(`${secondNumber}, APO-2026-99999, 12345678901234567890`);
    await batch.getByRole('button', { name: 'Process Batch' }).click();
    const outcome = batch.getByRole('status', { name: 'Batch result' });
    await expect(outcome).toContainText('Processed 1 order successfully, 2 failed');
    await expect(outcome.getByRole('listitem')).toHaveText(['APO-2026-99999: no such order', `12345678901234567890: ${ORDER_ENTRY_REASONS.tooLong}`]);
    await expectTrackedStatus(page, secondNumber, second.email, 'Processing');
    await setPaidRule(page, false);

    // The customer's packing slip arrives with the envelope: staff type its code.
    const slip = await request.get(packingSlipPath(firstNumber, first.email));
    expect(slip.status()).toBe(200);
    const code =
      pdfTextLines(await slip.body())
        .find((line) => line.startsWith('Code: '))
        ?.slice('Code: '.length) ?? '';
    expect(code).toMatch(new RegExp(`^${firstNumber}\\.[0-9a-f]{12}$`));
    await page.getByRole('menuitem', { name: 'Scan packing slip' }).click();
    const form = page.getByRole('form', { name: 'Scan packing slip' });
    await form.getByLabel('Packing slip code').fill(`${firstNumber}.000000000000`);
    await form.getByRole('button', { name: 'Record arrival' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This is not a packing slip code of ours' })).toBeVisible();
    await form.getByLabel('Packing slip code').fill(code);
    await form.getByRole('button', { name: 'Record arrival' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${firstNumber} (Otto Mation) recorded as arrived` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scanned this visit' })).toContainText(firstNumber);
    await expectTrackedStatus(page, firstNumber, first.email, 'Documents Received');
  });

  test('the Automation and Scan packing slip pages fit 390px and 1440px without sideways scrolling', async ({ page }) => {
    await signInWithPassword(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, shown] of [
        ['/admin/automation', 'Manual trigger'],
        ['/admin/scan-packing-slip', 'Packing slip code'],
      ]) {
        await page.goto(path);
        await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
