import { expect, type Page } from '@playwright/test';
import { BATCH_MESSAGES, formatUsd, quote } from '../../libs/domain/src/index';
import { expectNoSidewaysScroll } from './checkout-steps';

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
  // Placing and paying the batch is not offered yet.
  await expect(page.getByRole('button', { name: /place|pay/i })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}
