import { test } from '@playwright/test';
import { uploadBatchWithOneBadRow } from './batch-order-steps';
import { signInAccount } from './wholesale-steps';

/** The wholesale customer uploads a CSV batch on a phone (390 × 844): one card per row, the bad row's column marked. */

test('the customer uploads a CSV batch at phone width and sees the error on its row and column', async ({ page, request }) => {
  await signInAccount(page, request, 'batch-phone', 'partner');
  await uploadBatchWithOneBadRow(page);
});
