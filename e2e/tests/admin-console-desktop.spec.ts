import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { ADMIN_MESSAGES, ADMIN_ORDER_CSV_COLUMNS, ADMIN_ORDER_MESSAGES, TOTP_PERIOD_SECONDS } from '../../libs/domain/src/index';
import { placeApiOrder, SAMPLE_PDF } from './api-order';
import { chooseOption } from './select-option';

/**
 * The staff console on a desktop against the built product: sign-in, two-factor set up from the
 * shown secret, a second sign-in with a fresh code, a bulk status change seen on the customer's
 * tracking page, and the CSV export of the filtered list.
 */

const USERNAME = process.env.E2E_ADMIN_USERNAME ?? '';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows for a time step (otplib, as the server checks it); the console shows the secret grouped. */
function totp(secret: string, step: number): string {
  return generateSync({ secret: secret.replace(/\s/g, '').toUpperCase(), period: TOTP_PERIOD_SECONDS, epoch: step * TOTP_PERIOD_SECONDS });
}

async function signInWithPassword(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toContainText(ADMIN_MESSAGES.loginSuccess);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

test.describe('staff console on a desktop', () => {
  test('two-factor sign-in, bulk status seen by the customer, CSV export', async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = `e2e-admin-${Date.now()}@example.com`;
    const orderNumber = await placeApiOrder(request, { email, firstName: 'Grace', lastName: 'Hopper' });

    // A wrong password shows the server's message and stays on the login page.
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await signInWithPassword(page);
    await expectSignedIn(page);
    for (const label of ['Total Orders', 'Completed', 'Processing', 'Revenue']) {
      await expect(page.getByRole('region', { name: label })).toBeVisible();
    }
    await expect(page.getByTestId('stat-revenue')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByRole('region', { name: 'Recent orders' }).getByText(orderNumber, { exact: false })).toBeVisible();
    // The session lives under the spec's storage keys.
    expect(await page.evaluate(() => [Boolean(localStorage.getItem('adminToken')), JSON.parse(localStorage.getItem('adminUser') ?? '{}').username])).toEqual([
      true,
      USERNAME,
    ]);

    // Two-factor: secret shown, backup codes saved as a text file, enabled with a computed code.
    await page.getByRole('button', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    const overview = page.getByLabel('Account overview');
    await expect(overview).toContainText(USERNAME);
    await expect(page.getByTestId('two-factor-status')).toHaveText('Disabled');
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const codes = (await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes.length).toBeGreaterThan(0);

    const [backupDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Backup Codes' }).click()]);
    expect(backupDownload.suggestedFilename()).toMatch(/backup-codes\.txt$/);
    const backupText = await readFile(await backupDownload.path(), 'utf8');
    for (const code of codes) expect(backupText).toContain(code);

    const codeInput = page.getByLabel('Verification code');
    await codeInput.fill('12ab');
    await expect(codeInput).toHaveValue('12');
    await expect(page.getByRole('button', { name: 'Enable Two-Factor' })).toBeDisabled();
    const enabledAtStep = currentStep();
    // A code pasted as the authenticator shows it ("654 321") arrives whole.
    const enableCode = totp(secret, enabledAtStep);
    await codeInput.fill('');
    await codeInput.focus();
    await page.keyboard.insertText(`${enableCode.slice(0, 3)} ${enableCode.slice(3)}`);
    await expect(codeInput).toHaveValue(enableCode);
    await page.getByRole('button', { name: 'Enable Two-Factor' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.twoFactorEnabledTitle })).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Enabled');

    // Sign out, then in again: password first, then a code of a later time step (no replay).
    // Logout revokes the token on the server: a copy taken before is refused afterwards.
    const copiedToken = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(copiedToken).toBeTruthy();
    expect((await page.request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${copiedToken}` } })).status()).toBe(200);
    const [logoutAnswer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/admin/logout') && response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Logout' }).click(),
    ]);
    expect(logoutAnswer.status()).toBe(204);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([null, null]);
    expect((await page.request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${copiedToken}` } })).status()).toBe(401);
    await signInWithPassword(page);
    const loginCode = page.getByLabel('Verification code');
    await expect(loginCode).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect.poll(currentStep, { timeout: (TOTP_PERIOD_SECONDS + 5) * 1000, intervals: [500] }).toBeGreaterThan(enabledAtStep);
    const loginCodeDigits = totp(secret, currentStep());
    await loginCode.focus();
    await page.keyboard.insertText(`${loginCodeDigits.slice(0, 3)}-${loginCodeDigits.slice(3)}`);
    await expect(loginCode).toHaveValue(loginCodeDigits);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);

    // Find the customer's order and change its status in bulk, with notes.
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders/);
    await page.getByPlaceholder('Search orders').fill(orderNumber);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: orderNumber });
    await expect(row).toContainText('Grace Hopper');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);

    await page.getByRole('button', { name: 'Bulk Status Update' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.noOrdersSelected })).toBeVisible();

    await row.getByRole('checkbox').check();
    // With rows selected, the bulk-actions toolbar (last in the page) covers the list toolbar.
    await page.getByRole('button', { name: 'Bulk Status Update' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await dialog.getByLabel('Notes').fill('Sent back by USPS Priority');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '1 order updated' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Shipped');

    // The customer's tracking page shows the new status.
    const customer = await page.context().newPage();
    await customer.goto(`/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`);
    await expect(customer.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(customer.getByLabel('Order progress').locator('[aria-current="step"]')).toContainText('Shipped');
    await customer.close();

    // Two-factor off again with the password, so every spec starts from the same account.
    await page.getByRole('button', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Disable Two-Factor' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.passwordRequiredTitle })).toContainText(ADMIN_MESSAGES.passwordRequired);
    await page.getByLabel('Disable two-factor').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Disable Two-Factor' }).click();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Disabled');

    // Back on the orders list, its filter is still the order number.
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page.getByPlaceholder('Search orders')).toHaveValue(orderNumber);
    await expect(rows).toHaveCount(1);

    // The CSV export of the filtered list: a BOM, the header row and exactly this order.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^orders-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await csvDownload.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe(ADMIN_ORDER_CSV_COLUMNS.map((column) => column.header).join(','));
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(',');
    const at = (header: string) => cells[ADMIN_ORDER_CSV_COLUMNS.findIndex((column) => column.header === header)];
    expect(at('Order Number')).toBe(orderNumber);
    expect(at('Status')).toBe('shipped');
    expect(at('Email')).toBe(email);
    await expect(page.getByText(ADMIN_ORDER_MESSAGES.exportStarted)).toBeVisible({ timeout: 15_000 });

    // From the Overview, where no filter is shown, Export takes every order.
    await page.getByRole('menuitem', { name: 'Overview' }).click();
    await expect(page.getByTestId('stat-total-orders')).toHaveText(/^\d+$/);
    const totalOrders = Number(await page.getByTestId('stat-total-orders').textContent());
    const [allDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    // One record per order, each starting with its number (a quoted cell may hold line breaks).
    const allRecords = (await readFile(await allDownload.path())).toString('utf8').match(/^APO-\d{4}-\d+,/gm) ?? [];
    expect(allRecords).toHaveLength(totalOrders);
  });

  test('Custom Order, then the row actions: edit, status, documents, payment link, delete', async ({ page }) => {
    const lastName = `Custom${Date.now()}`;
    await signInWithPassword(page);
    await expectSignedIn(page);
    // The card shows a skeleton until the stats arrive: read the number once it is there.
    await expect(page.getByTestId('stat-total-orders')).toHaveText(/^\d+$/);
    const totalBefore = Number(await page.getByTestId('stat-total-orders').textContent());

    await page.getByRole('button', { name: 'Custom Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Custom Order' });
    await dialog.getByRole('button', { name: 'Create Custom Order' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.validationErrorTitle })).toContainText(ADMIN_MESSAGES.customerInfoRequired);

    await dialog.getByLabel('First Name').fill('Mary');
    await dialog.getByLabel('Last Name').fill(lastName);
    await dialog.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`);
    await dialog.getByLabel('Phone').fill('8505550188');
    await dialog.getByRole('button', { name: 'Create Custom Order' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.validationErrorTitle })).toContainText(ADMIN_MESSAGES.selectServiceLevel);
    await dialog.getByRole('combobox', { name: 'Service Level' }).click();
    await page.getByRole('option', { name: 'LIGHTNING SPEED' }).click();

    // At least one line item stays; a second one can be added and removed again.
    await expect(dialog.getByRole('button', { name: 'Remove line item 1' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Add Line Item' }).click();
    await expect(dialog.getByRole('group', { name: 'Line item 2' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove line item 2' }).click();
    await expect(dialog.getByRole('group', { name: 'Line item 2' })).toHaveCount(0);

    await dialog.getByRole('combobox', { name: 'Document Type 1' }).click();
    await page.getByRole('option', { name: 'Birth Certificate', exact: true }).click();
    await expect(dialog.getByLabel('Shipping Cost 1 ($)')).toHaveCount(0);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Delivery Method 1' }), 'USPS Priority ($30)');
    // The cost starts at the method's price (A9) and stays within its range.
    await expect(dialog.getByLabel('Shipping Cost 1 ($)')).toHaveValue('30.00');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Delivery Method 1' }), 'FedEx Domestic ($35-$55)');
    await expect(dialog.getByLabel('Shipping Cost 1 ($)')).toHaveValue('35.00');
    await dialog.getByLabel('Shipping Cost 1 ($)').fill('20');
    await expect(dialog.getByText('FedEx Domestic shipping must be between $35 and $55')).toBeVisible();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Delivery Method 1' }), 'USPS Priority ($30)');
    await dialog.getByLabel('Shipping Cost 1 ($)').fill('30');
    await dialog.getByLabel('Base Price ($)').fill('347');
    await dialog.getByLabel('State Fees Total ($)').fill('10');
    await dialog.getByLabel('Additional Charges ($)').fill('5.50');
    await dialog.getByLabel('Discount ($)').fill('2.25');
    // 347 + 10 + 30 + 5.50 − 2.25
    await expect(dialog.getByTestId('custom-order-total')).toHaveText('Total: $390.25');

    await dialog.getByRole('button', { name: 'Create Custom Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.customOrderCreatedTitle })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('stat-total-orders')).toHaveText(String(totalBefore + 1));
    await expect(page.getByRole('region', { name: 'Recent orders' }).getByText(lastName, { exact: false })).toBeVisible();

    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByPlaceholder('Search orders').fill(lastName);
    const row = page.locator('tbody tr').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$390.25');
    const orderNumber = /APO-\d{4}-\d{3,}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    expect(orderNumber).not.toBe('');

    // Documents: upload a completed apostille, mark it complete, download it through its signed link.
    await row.getByRole('button', { name: `Documents of ${orderNumber}` }).click();
    const docs = page.getByRole('dialog', { name: `Documents of ${orderNumber}` });
    await expect(docs.getByText('No documents yet.')).toBeVisible();
    await docs.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(docs.getByRole('alert')).toContainText('Please choose files and a document type.');
    await docs.getByLabel('Files to upload').setInputFiles({ name: 'apostille.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await docs.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Completed Apostille' }).click();
    await docs.getByRole('button', { name: 'Upload', exact: true }).click();
    const documents = docs.getByRole('list', { name: 'Order documents' });
    await expect(documents).toContainText('apostille.pdf');
    await expect(documents).toContainText('Completed Apostille');
    await docs.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(documents.getByText('Completed apostille', { exact: true })).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), docs.getByRole('button', { name: 'Download apostille.pdf' }).click()]);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await docs.getByRole('button', { name: 'Close' }).click();

    // Payment link: description and an amount above 0 are required.
    await row.getByRole('button', { name: `Payment link for ${orderNumber}` }).click();
    const payment = page.getByRole('dialog', { name: `Send Payment Link for ${orderNumber}` });
    await payment.getByRole('button', { name: 'Send Payment Link' }).click();
    await expect(payment.getByRole('alert')).toContainText(ADMIN_MESSAGES.invalidExtraCharge);
    await payment.getByLabel('Description').fill('Extra certified copy');
    await payment.getByLabel('Amount ($)').fill('25');
    await payment.getByRole('button', { name: 'Send Payment Link' }).click();
    await expect(payment.getByRole('alert').filter({ hasText: 'Payment link sent to' })).toBeVisible();
    await payment.getByRole('button', { name: 'Close' }).click();

    // Edit: the changed fields are saved.
    await row.getByRole('button', { name: `Edit ${orderNumber}` }).click();
    let edit = page.getByRole('dialog', { name: `Edit Order ${orderNumber}` });
    await expect(edit.getByLabel('Last Name')).toHaveValue(lastName);
    await edit.getByLabel('Phone').fill('8505550199');
    await edit.getByLabel('Notes', { exact: true }).fill('Customer asked for a call');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await row.getByRole('button', { name: `Edit ${orderNumber}` }).click();
    edit = page.getByRole('dialog', { name: `Edit Order ${orderNumber}` });
    await expect(edit.getByLabel('Phone')).toHaveValue('8505550199');
    await expect(edit.getByLabel('Notes', { exact: true })).toHaveValue('Customer asked for a call');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Status of one order.
    await row.getByRole('button', { name: `Update status of ${orderNumber}` }).click();
    const status = page.getByRole('dialog', { name: `Update status of ${orderNumber}` });
    await status.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Documents Received' }).click();
    await status.getByRole('button', { name: 'Update Status' }).click();
    await expect(status).toBeHidden();
    await expect(row).toContainText('Documents Received');

    // Delete after a confirmation.
    await row.getByRole('button', { name: `Delete ${orderNumber}` }).click();
    await expect(page.getByRole('dialog', { name: `Delete order ${orderNumber}?` })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('tbody tr').filter({ hasText: orderNumber })).toHaveCount(0);
  });
});
