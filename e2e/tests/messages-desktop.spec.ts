import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { payPaymentLink, placeApiOrder } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * Staff messaging and translations on a desktop against the built product: a contact message is
 * read and answered with Enter, its status and priority change, the unread badge follows; a
 * translation quote is priced and becomes an active service once the customer pays the link.
 * Signs in with the password only: run it on a fresh server (before any spec turns two-factor on).
 */

test.describe('staff messages and translations on a desktop', () => {
  test('reads and answers a contact message, then prices a translation that becomes active once paid', async ({ page, request }) => {
    const contact = await request.post('/api/contact', {
      data: {
        name: 'Carla <b>Bold</b>',
        email: 'carla.msg@example.com',
        phone: '(305) 555-0100',
        subject: 'Apostille for Spain',
        message: 'Can you <i>apostille</i> my diploma for Spain?',
      },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const orderNumber = await placeApiOrder(request, { email: 'lin.translation@example.com', firstName: 'Lin', lastName: 'Wu', translation: true });

    // The tab talks to the server over GraphQL only: none of the messaging REST routes (which stay for other clients).
    const restCalls: string[] = [];
    const operations = new Set<string>();
    let openedId: unknown;
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/^\/api\/admin\/(conversations|process-email)/.test(pathname)) restCalls.push(`${sent.method()} ${pathname}`);
      if (pathname === '/graphql' && sent.method() === 'POST') {
        const body = sent.postDataJSON() as { operationName?: unknown; variables?: { id?: unknown } } | null;
        operations.add(String(body?.operationName));
        if (body?.operationName === 'OpenConversation') openedId = body.variables?.id;
      }
    });

    await signInWithPassword(page);
    const badge = page.getByRole('menuitem', { name: 'Messages' }).locator('.MuiBadge-badge');
    await expect(badge).toHaveText('1');
    await page.getByRole('menuitem', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByText('Apostille for Spain').click();

    // Customer text is shown as text: the tags appear literally.
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread).toContainText('Can you <i>apostille</i> my diploma for Spain?');
    await expect(badge).toHaveClass(/MuiBadge-invisible/);

    // Whitespace only is not sent; Shift+Enter makes a new line and Enter sends.
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.fill('   ');
    await reply.press('Enter');
    await expect(thread.getByText('Staff ·', { exact: false })).toHaveCount(0);
    await reply.fill('Yes, we can.');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('It takes 3 days.');
    await reply.press('Enter');
    await expect(thread.getByText('Yes, we can.\nIt takes 3 days.')).toBeVisible();
    // The reply names the staff member who wrote it.
    await expect(thread).toContainText(`${process.env.E2E_ADMIN_USERNAME} ·`);
    await expect(reply).toHaveValue('');

    await page.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'urgent' }).click();
    await expect(list).toContainText('open · urgent');
    await page.getByRole('combobox', { name: 'Status' }).last().click();
    await page.getByRole('option', { name: 'pending' }).click();
    await expect(list).toContainText('pending · urgent');
    expect(restCalls).toEqual([]);
    expect([...operations]).toEqual(
      expect.arrayContaining(['UnreadConversationCount', 'Conversations', 'OpenConversation', 'ReplyToConversation', 'UpdateConversation']),
    );

    // The conversation has a page of its own (the conversations resource's show view), with the way back.
    await page.goto(`/admin/conversations/${String(openedId)}/show`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Yes, we can.');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('pending');
    await page.getByRole('link', { name: 'Back to Messages' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);

    // The reply reached the customer by e-mail.
    const mailDir = `${process.env.E2E_DATA_DIR}/mail`;
    await expect
      .poll(async () => {
        const { readdir } = await import('node:fs/promises');
        const files = await readdir(mailDir).catch(() => [] as string[]);
        const bodies = await Promise.all(files.map((file) => readFile(`${mailDir}/${file}`, 'utf8')));
        return bodies.some((body) => body.includes('To: carla.msg@example.com') && body.includes('Yes, we can.'));
      })
      .toBe(true);

    // Translations: the order's quote request is priced; the customer pays; the service is active.
    await page.getByRole('menuitem', { name: 'Translations' }).click();
    const quoteRow = page.getByTestId(`quote-${orderNumber}`);
    await expect(quoteRow).toContainText('English → Spanish');
    await quoteRow.getByLabel('Price ($)').fill('85');
    await quoteRow.getByRole('button', { name: 'Send Quote' }).click();
    await expect(quoteRow).toContainText('Status: Quote sent');
    await expect(quoteRow).toContainText('Payment pending');
    await expect(quoteRow.getByRole('link', { name: orderNumber })).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const quotes = await request.get('/api/admin/translation/quotes', { headers: { Authorization: `Bearer ${token}` } });
    const priced = ((await quotes.json()) as { orderNumber: string; paymentUrl: string }[]).find((q) => q.orderNumber === orderNumber);
    await payPaymentLink(request, priced?.paymentUrl ?? '');

    await page.reload();
    const service = page.getByTestId(`service-${orderNumber}`);
    await expect(service).toContainText('English → Spanish');
    await expect(service.getByRole('combobox', { name: 'Status' })).toHaveText('In progress');
    await expect(service).toContainText(/Estimated completion [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(page.getByTestId(`quote-${orderNumber}`)).toContainText('Status: Accepted');

    await service.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await service.getByLabel('Notes').fill('Sworn translator');
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service updated')).toBeVisible();
  });

  test('the Messages and Translations tabs fit 390px and 1440px without sideways scrolling', async ({ page }) => {
    await signInWithPassword(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, text] of [
        ['/admin/messages', 'Conversations'],
        ['/admin/translations', 'Quote Requests'],
        // Each resource's own list route.
        ['/admin/conversations', 'Conversations'],
        ['/admin/translation-services', 'Active Services'],
        ['/admin/translation-quotes', 'Quote Requests'],
        ['/admin/automation-rules', 'Automation rules'],
      ]) {
        await page.goto(path);
        // The first shown: on a phone the app bar's copy of a page's title is hidden.
        await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    // A thread at 390px: the reply box and the dropdowns stay on screen.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/admin/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("each resource's own list route shows its list at 390px and 1440px without sideways scrolling", async ({ page }) => {
    await signInWithPassword(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, region] of [
        ['/admin/translation-services', 'Active Services'],
        ['/admin/translation-quotes', 'Quote Requests'],
        ['/admin/automation-rules', 'Automation rules'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('region', { name: region })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
      await page.goto('/admin/conversations');
      await expect(page.getByRole('textbox', { name: 'Search conversations' })).toBeVisible();
    }
  });
});
