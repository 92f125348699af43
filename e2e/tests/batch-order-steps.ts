import { expect, type Page } from '@playwright/test';
import { BATCH_MESSAGES, formatUsd, quote } from '../../libs/domain/src/index';
import { expectNoSidewaysScroll, payWithTestCard } from './checkout-steps';

/** Steps of the batch-order journeys (batch-order-desktop and -phone specs). */

/** Two good rows around one whose destination is unknown. */
export const BATCH_CSV = [
  'document_type,issued_in,destination,customer_reference',
  'Birth Certificate,FL,Spain,CASE-1',
  'Marriage Certificate,FL,Atlantis,CASE-2',
  'Affidavit,NY,Japan,CASE-3',
  '',
].join('\r\n');

/** What the check charges the good rows at the Partner tier: one rush order each, returned by mail. */
function expectedTotals(): { totalCents: number; savingsCents: number } {
  const rows = [
    { documentType: 'Birth Certificate', state: 'FL', destination: 'Spain' },
    { documentType: 'Affidavit', state: 'NY', destination: 'Japan' },
  ].map((row) =>
    quote({
      serviceLevel: 'rush',
      documentCount: 1,
      deliveryMethod: 'mail',
      documents: [{ documentType: row.documentType, issuer: { kind: 'us-state', state: row.state } }],
      destinationCountry: row.destination,
      orderDate: new Date(),
      wholesaleTier: 'partner',
    }),
  );
  return { totalCents: rows.reduce((sum, q) => sum + q.totalCents, 0), savingsCents: rows.reduce((sum, q) => sum + q.totalSavingsCents, 0) };
}

/** From the dashboard: open Batch Order, upload the CSV, and see row 3's destination refused while the summary prices the two good rows. */
export async function uploadBatchWithOneBadRow(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Batch Order' }).click();
  await expect(page.getByRole('heading', { name: 'Batch order' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByLabel('CSV file').setInputFiles({ name: 'batch.csv', mimeType: 'text/csv', buffer: Buffer.from(BATCH_CSV, 'utf8') });

  const summary = page.getByRole('region', { name: 'Batch summary' });
  await expect(summary).toBeVisible();
  const fact = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  const { totalCents, savingsCents } = expectedTotals();
  await expect(fact('Rows')).toHaveText('3');
  await expect(fact('Ready')).toHaveText('2');
  await expect(fact('With errors')).toHaveText('1');
  await expect(fact('Total of the ready rows')).toHaveText(formatUsd(totalCents));
  await expect(fact('Wholesale savings')).toHaveText(formatUsd(savingsCents));

  // With errors, only the bad row is listed at first; its destination cell carries the message.
  const badRow = page.locator('[data-row="3"]');
  await expect(badRow).toHaveAttribute('aria-invalid', 'true');
  const destination = badRow.locator('[data-column="destination"]');
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).toContainText(BATCH_MESSAGES.unknownDestination('Atlantis'));
  await expect(badRow.locator('[data-column="document_type"]')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('[data-row="2"]')).toHaveCount(0);

  // All rows: the good ones are priced and unmarked.
  await page.getByLabel('Only rows with errors').uncheck();
  await expect(page.locator('[data-row="2"]')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('[data-row="4"]')).toHaveAttribute('aria-invalid', 'false');
  // Blank service and delivery cells say what they stand for.
  await expect(page.locator('[data-row="2"] [data-column="service_level"]')).toContainText('rush (default)');
  await expect(page.locator('[aria-invalid="true"][data-row]')).toHaveCount(1);
  // A file with errors cannot be placed: fix it and upload it again.
  await expect(page.getByText('Fix the rows marked and upload the file again.')).toBeVisible();
  await expect(page.getByRole('button', { name: /place batch/i })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}

/** The two good rows only; both return to the account's address, so the batch asks for one. */
export const GOOD_BATCH_CSV = [
  'document_type,issued_in,destination,customer_reference',
  'Birth Certificate,FL,Spain,CASE-1',
  'Affidavit,NY,Japan,CASE-3',
  '',
].join('\r\n');

/** A one-page PDF scan, as the upload checks it (by content). */
const SCAN_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'utf8');

/**
 * Uploads the good file, enters the return address and places the batch; a reload shows the same
 * batch and the list still has one; a scan is uploaded for the first order; the batch is paid on
 * its payment link with the 4242 card and its orders then read as paid.
 */
export async function placeAndPayGoodBatch(page: Page): Promise<void> {
  const { totalCents } = expectedTotals();
  const total = formatUsd(totalCents);
  await page.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD_BATCH_CSV, 'utf8') });
  const placeForm = page.getByRole('form', { name: 'Place batch' });
  await expect(placeForm.getByText('Return address', { exact: true })).toBeVisible();
  await placeForm.getByLabel(/^Street Address/).fill('100 Main Street');
  await placeForm.getByLabel(/^City/).fill('Tallahassee');
  await placeForm.getByLabel(/^State/).selectOption('FL');
  await placeForm.getByLabel(/^ZIP Code/).fill('32301');
  await expectNoSidewaysScroll(page);
  // A double click places one batch: the key is the prepared batch's.
  await placeForm.getByRole('button', { name: `Place batch (${total})` }).dblclick();

  const placed = page.getByRole('region', { name: 'Placed batch' });
  await expect(placed).toContainText(`placed: 2 orders, total ${total}.`);
  const heading = (await placed.getByText(/^Batch B-\d+ placed/).textContent()) ?? '';
  const batchName = /B-\d+/.exec(heading)?.[0] ?? '';
  const batches = page.getByRole('list', { name: 'Your batches' });
  await expect(batches.locator('[data-batch]')).toHaveCount(1);

  // A reload shows the same batch again and places none.
  await page.reload();
  await page.getByRole('tab', { name: 'Batch Order' }).click();
  await expect(page.getByRole('region', { name: 'Placed batch' }).getByText(`Batch ${batchName} placed: 2 orders, total ${total}.`)).toBeVisible();
  await expect(batches.locator('[data-batch]')).toHaveCount(1);

  // The batch's orders, open under it: a scan for the first.
  const orders = page.getByRole('list', { name: `Orders of batch ${batchName}` });
  await expect(orders.locator('li')).toHaveCount(2);
  const first = orders.locator('li').first();
  const orderNumber = ((await first.getAttribute('data-order')) ?? '').trim();
  await expect(first.getByRole('link', { name: orderNumber })).toHaveAttribute('href', /\/tracking\?order=/);
  await first.getByLabel(`Scans for order ${orderNumber}`).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: SCAN_PDF });
  await expect(first.getByText('Scans received')).toBeVisible();
  await expect(orders.locator('li').nth(1).getByText('Upload scans')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Pay the batch once on its payment link.
  await page
    .getByRole('region', { name: 'Placed batch' })
    .getByRole('link', { name: `Pay ${total} for batch ${batchName}` })
    .click();
  await expect(page).toHaveURL(/\/pay\//);
  await payWithTestCard(page);
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible({ timeout: 30_000 });

  // Back on the tab, the batch this session placed is shown again and opened in the list.
  await page.goto('/customer-dashboard?tab=batch');
  await expect(page.getByRole('region', { name: 'Placed batch' }).getByText('Paid', { exact: true })).toBeVisible();
  const paidOrders = page.getByRole('list', { name: `Orders of batch ${batchName}` });
  await expect(paidOrders.getByText('Paid', { exact: true })).toHaveCount(2);
  await expect(paidOrders.locator('li').first().getByText('Scans received')).toBeVisible();
  await expectNoSidewaysScroll(page);
}
