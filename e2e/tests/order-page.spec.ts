import { expect, test } from '@playwright/test';
import { createStaffOrder, payPaymentLink } from './api-order';
import { signInWithPassword } from './staff-sign-in';

test.describe("an order's own page", () => {
  test('shows a custom order with its second line item, a paid extra charge and the status history, without sideways scrolling', async ({ page }) => {
    await signInWithPassword(page);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const staff = { Authorization: `Bearer ${token}` };
    const lastName = `Story${Date.now()}`;
    const created = await page.request.post('/api/admin/custom-orders', {
      headers: staff,
      data: {
        customerInfo: { firstName: 'Alan', lastName, email: `${lastName.toLowerCase()}@example.com`, phone: '8505550142' },
        serviceLevel: 'rush',
        destinationCountry: 'Italy',
        lineItems: [
          {
            id: 'li-1',
            documentType: 'College Diploma',
            documentCount: 2,
            shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
            deliveryMethod: 'fedex_domestic',
            shippingCost: 45.5,
          },
          {
            id: 'li-2',
            documentType: 'Power of Attorney',
            documentCount: 1,
            shippingAddress: { street: '2 Oak Ave', city: 'Miami', state: 'FL', zipCode: '33101', country: 'United States', notes: '' },
            deliveryMethod: 'pickup',
            shippingCost: 0,
          },
        ],
        customPricing: { basePrice: 300, stateFeesTotal: 20, shippingTotal: 45.5, additionalCharges: 0, discount: 0, totalAmount: 365.5 },
      },
    });
    expect(created.status()).toBe(201);
    const { id, orderNumber } = (await created.json()).order as { id: number; orderNumber: string };

    // A paid extra charge, paid the way the customer's /pay page does it.
    const link = await page.request.post(`/api/admin/orders/${id}/payment-link`, { headers: staff, data: { description: 'Courier upgrade', amount: 30 } });
    expect(link.status()).toBe(201);
    await payPaymentLink(page.request, String((await link.json()).charge.paymentUrl));

    // From the list, the order number opens the order's own page.
    await page.goto('/admin/orders');
    await page.getByPlaceholder('Search orders').fill(lastName);
    // The search is applied (it is in the address) before anything is clicked: applying it later
    // would navigate back to the list.
    await expect(page).toHaveURL(new RegExp(`filter=.*${lastName}`));
    if ((page.viewportSize()?.width ?? 1280) < 768) {
      // A phone lists orders as cards.
      await page
        .getByRole('article', { name: `Order ${orderNumber}` })
        .getByRole('link', { name: 'View Details' })
        .click();
    } else {
      await page.getByRole('link', { name: orderNumber }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();

    await expect(page.getByRole('list', { name: 'Line items' })).toContainText('2. 1 × Power of Attorney');
    const charges = page.getByRole('list', { name: 'Extra charges' });
    await expect(charges).toContainText('Courier upgrade: $30.00');
    await expect(charges).toContainText('Paid');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('$30.00 for the extra charge');
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText(process.env.E2E_ADMIN_USERNAME ?? '');
    await expect(page.getByRole('region', { name: 'Prices' })).toContainText('$365.50');
    // The e-mail of the extra charge's payment link is listed with the order.
    await expect(page.getByRole('list', { name: 'E-mails' })).toContainText(`Payment request for order ${orderNumber}`);

    // The status dialog opens from the page, and the history shows the change with its note.
    await page.getByRole('main').getByRole('button', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog', { name: `Update status of ${orderNumber}` });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Documents Received' }).click();
    await dialog.getByLabel('Notes').fill('Originals arrived');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Originals arrived');

    // Notes are entries with their author and time; a second one does not replace the first.
    const notes = page.getByRole('region', { name: 'Notes' });
    for (const note of ['Customer called about Friday', 'Label printed']) {
      await notes.getByLabel('New note').fill(note);
      await notes.getByRole('button', { name: 'Add Note' }).click();
      await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(note);
    }
    await expect(notes.getByRole('listitem')).toHaveCount(2);
    await expect(notes.getByRole('listitem').first()).toContainText(`Customer called about Friday${process.env.E2E_ADMIN_USERNAME ?? ''} · `);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('the show route gives the same story read-only', async ({ page }) => {
    // Which roles are sent here instead of the edit route (those without UpdateOrders; none of
    // today's roles) is covered by the console's unit tests (orderRoutes.test.tsx).
    await signInWithPassword(page);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const { id, orderNumber } = await createStaffOrder(page.request, token, { firstName: 'Ida', lastName: `ReadOnly${Date.now()}` });

    await page.goto(`/admin/orders/${id}/show`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    for (const section of ['Customer', 'Prices', 'Status History', 'Notes']) await expect(main.getByRole('region', { name: section })).toBeVisible();
    for (const name of ['Update Status', 'Edit', 'Documents']) await expect(main.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(main.getByRole('form', { name: 'Add a note' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // The edit route of the same order is the working page, with its actions.
    await page.goto(`/admin/orders/${id}`);
    await expect(main.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Update Status', exact: true })).toBeVisible();
  });
});
