import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * At phone width the Orders tab shows cards; an order reached from its card lists the files the
 * customer sent in its Documents dialog, though the list loaded the order without them.
 */

test('Documents of an order reached from the Orders tab lists its files at 390 px', async ({ page, request }) => {
  const lastName = `Files${Date.now()}`;
  const orderNumber = await placeApiOrder(request, { email: `${lastName.toLowerCase()}@example.com`, firstName: 'Ada', lastName });

  await signInWithPassword(page);
  await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders/);
  await page.getByPlaceholder('Search orders').fill(lastName);
  // The search reaches the address once its debounce has passed; leaving before would come back to the list.
  await expect(page).toHaveURL(new RegExp(lastName));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();

  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const docs = page.getByRole('dialog', { name: `Documents of ${orderNumber}` });
  await expect(docs.getByRole('list', { name: 'Order documents' })).toContainText('birth-certificate.pdf');
  await expect(docs.getByText('No documents yet.')).toHaveCount(0);
});
