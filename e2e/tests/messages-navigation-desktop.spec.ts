import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { e2eDatabase } from './public-db';
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

  test('Load more reaches every conversation and every translation quote', async ({ page }) => {
    const db = await e2eDatabase();
    try {
      await db.query(
        `INSERT INTO conversations (subject, status, priority, customer_email, customer_name, sender_verified, last_message_at)
         SELECT 'Paged ' || n, 'open', 'normal', 'paged' || n || '@loadmore.example', 'Paged Writer', true, now() - interval '1 day' - n * interval '1 minute'
           FROM generate_series(1, 120) AS n`,
      );
      await db.query(
        `INSERT INTO translation_quotes (customer_email, source_language, target_language, document_type, certification_level, created_at)
         SELECT 'quote' || n || '@loadmore.example', 'English', 'German', 'Diploma', 'certified', now() - interval '1 day' - n * interval '1 minute'
           FROM generate_series(1, 105) AS n`,
      );
    } finally {
      await db.end();
    }
    await signInWithPassword(page);
    // Searched from the start (as the order page's Message Customer opens it), so every page read is the search's.
    await page.goto('/admin/messages?search=loadmore.example');
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByText('Paged 1', { exact: true })).toBeVisible();
    await expect(list.getByText('Paged 120', { exact: true })).toHaveCount(0);
    await list.getByRole('button', { name: 'Load more' }).click();
    await list.getByRole('button', { name: 'Load more' }).click();
    await expect(list.getByText('Paged 120', { exact: true })).toHaveCount(1);
    await expect(list.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.goto('/admin/translations');
    const quotes = page.getByRole('region', { name: 'Quote Requests' });
    await expect(quotes.getByText(/quote1@loadmore\.example/)).toBeVisible();
    await expect(quotes.getByText(/quote105@loadmore\.example/)).toHaveCount(0);
    await quotes.getByRole('button', { name: 'Load more' }).click();
    await expect(quotes.getByText(/quote105@loadmore\.example/)).toBeVisible();
  });
});
