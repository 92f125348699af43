import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * Finding things in the console at 1440x900: Messages searched by customer and by order number, a
 * contact message linked to the order it names (only from that order's e-mail), and order numbers
 * on Messages and Overview that open the order.
 */
test.describe('messages search and order links on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('searches conversations and opens the order a contact message names', async ({ page, request }) => {
    const orderNumber = await placeApiOrder(request, { email: 'nora.link@example.com', firstName: 'Nora', lastName: 'Linked' });
    for (const [name, email] of [
      ['Nora Linked', 'nora.link@example.com'],
      ['Someone Else', 'someone.else@example.com'],
    ]) {
      const sent = await request.post('/api/contact', {
        data: { name, email, phone: '(305) 555-0100', subject: `Question from ${name}`, message: `Any news about ${orderNumber}?` },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    await signInWithPassword(page);
    await page.goto('/admin/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    const search = page.getByRole('textbox', { name: 'Search conversations' });

    await search.fill('someone.else');
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(list).toContainText('Question from Someone Else');
    // Another address naming the order is not linked to it.
    await expect(list.getByRole('link')).toHaveCount(0);

    await search.fill(orderNumber);
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(list).toContainText('Question from Nora Linked');
    await list.getByRole('button').click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(`Any news about ${orderNumber}?`);

    await list.getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    // Overview's recent orders open the order too.
    await page.goto('/admin/');
    await page.getByRole('region', { name: 'Recent orders' }).getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+/);
  });
});
