import { test } from '@playwright/test';
import { placeAndPayGoodBatch, uploadBatchWithOneBadRow } from './batch-order-steps';
import { signInAccount } from './wholesale-steps';

/** The wholesale customer uploads a CSV batch on a phone (390 × 844): one card per row, the bad row's column marked. */

test('the customer checks a CSV batch at phone width, fixes it, places it once, uploads a scan and pays it', async ({ page, request }) => {
  await signInAccount(page, request, 'batch-phone', 'partner');
  await uploadBatchWithOneBadRow(page);
  await placeAndPayGoodBatch(page);
});
