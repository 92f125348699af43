import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * The Documents dialog opened from a row of the orders table lists the files the order has: list
 * rows carry no documents, so the dialog must load the order itself rather than reuse the row.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('Documents from the orders table lists the files of an order placed with them', async ({ page, request }) => {
  const lastName = `Files${Date.now()}`;
  const orderNumber = await placeApiOrder(request, { email: `${lastName.toLowerCase()}@example.com`, firstName: 'Ada', lastName });

  await signInWithPassword(page);
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await page.getByPlaceholder('Search orders').fill(lastName);
  const row = page.locator('tbody tr').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Documents of ${orderNumber}` }).click();
  const docs = page.getByRole('dialog', { name: `Documents of ${orderNumber}` });
  await expect(docs.getByRole('list', { name: 'Order documents' })).toContainText('birth-certificate.pdf');
  await expect(docs.getByText('No documents yet.')).toHaveCount(0);
  await docs.getByRole('button', { name: 'Close' }).click();
  await expect(docs).toBeHidden();

  // Opened again, it still asks the server rather than showing what it kept.
  await row.getByRole('button', { name: `Documents of ${orderNumber}` }).click();
  await expect(page.getByRole('dialog', { name: `Documents of ${orderNumber}` }).getByRole('list', { name: 'Order documents' })).toContainText(
    'birth-certificate.pdf',
  );
});
