import { expect, test, type Locator } from '@playwright/test';
import { signInWithPassword } from './staff-sign-in';

/** The console's small things at 390 × 844: a five-figure revenue fits its Overview card. */

/** Whether the element's content fits inside it and it inside the card (nothing cut off). */
async function fitsIn(value: Locator, card: Locator): Promise<boolean> {
  const [inner, outer] = await Promise.all([value.boundingBox(), card.boundingBox()]);
  const unclipped = await value.evaluate((element) => element.scrollWidth <= element.clientWidth);
  return Boolean(inner && outer && unclipped && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width);
}

test('the Revenue card shows a five-figure total whole on a phone', async ({ page }) => {
  await signInWithPassword(page);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const lastName = `Revenue${Date.now()}`;
  const created = await page.request.post('/api/admin/custom-orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      customerInfo: { firstName: 'Rita', lastName, email: `${lastName.toLowerCase()}@example.com`, phone: '8505550142' },
      serviceLevel: 'rush',
      destinationCountry: 'Italy',
      lineItems: [
        {
          id: 'li-1',
          documentType: 'College Diploma',
          documentCount: 1,
          shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
          deliveryMethod: 'pickup',
          shippingCost: 0,
        },
      ],
      customPricing: { basePrice: 12345.67, stateFeesTotal: 0, shippingTotal: 0, additionalCharges: 0, discount: 0, totalAmount: 12345.67 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Revenue' });
  const value = page.getByTestId('stat-revenue');
  await expect(value).toHaveText(/^\$\d{2,3},\d{3}\.\d{2}$/);
  expect(await fitsIn(value, card)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
