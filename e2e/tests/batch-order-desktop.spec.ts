import { test } from '@playwright/test';
import { placeAndPayGoodBatch, uploadBatchWithOneBadRow } from './batch-order-steps';
import { signInAccount } from './wholesale-steps';

/** The wholesale customer uploads a CSV batch at desktop width (1440 × 900) and sees the bad row's error at its column. */

test.use({ viewport: { width: 1440, height: 900 } });

test('the customer checks a CSV batch at desktop width, fixes it, places it once, uploads a scan and pays it', async ({ page, request }) => {
  await signInAccount(page, request, 'batch-desktop', 'partner');
  await uploadBatchWithOneBadRow(page);
  await placeAndPayGoodBatch(page);
});
