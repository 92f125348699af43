import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/** The app bar's search finds an order by its customer's name and opens it; the bar still fits a phone. */
test.describe('search across the console', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('finds an order by customer name and opens it', async ({ page, request }) => {
    const orderNumber = await placeApiOrder(request, { email: 'wilhelmina.search@example.com', firstName: 'Wilhelmina', lastName: 'Searchfield' });
    await signInWithPassword(page);

    await page.getByRole('button', { name: 'Search orders' }).click();
    await page.getByLabel('Order number, customer name or e-mail').fill('searchfield');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('button')).toHaveCount(1);
    await expect(results).toContainText(`${orderNumber} · Wilhelmina Searchfield`);
    await results.getByRole('button').click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    // Conversations are found too, and open in Messages.
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Wilhelmina Searchfield',
        email: 'wilhelmina.search@example.com',
        phone: '(305) 555-0100',
        subject: 'Searchable question',
        message: 'Is my order on its way yet?',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.getByRole('button', { name: 'Search orders' }).click();
    await page.getByLabel('Order number, customer name or e-mail').fill('searchfield');
    await page
      .getByRole('list', { name: 'Conversation results' })
      .getByRole('button', { name: /Searchable question/ })
      .click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Is my order on its way yet?');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Search orders' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
