import { expect, test, type Page } from '@playwright/test';
import { formatLongDate, PROCESSING_CENTRE_TIME_ZONE, calendarDateIn } from '../../libs/domain/src/index';
import { placeApiOrder } from './api-order';
import { waitForMail } from './mailbox';
import { signInWithPassword } from './staff-sign-in';

/**
 * The expected date from the start: "ready N business days after your originals arrive; posted
 * today, expect about DATE" on tracking from the moment the order is paid, and the firm date once
 * staff mark the originals received, in the same words as the status e-mail. Desktop and phone.
 */
test.describe('the expected date, counted from the arrival of the originals', () => {
  const trackingUrl = (orderNumber: string, email: string) => `/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`;

  async function markReceived(staff: Page, orderNumber: string) {
    const token = await staff.evaluate(() => localStorage.getItem('adminToken'));
    const found = await staff.request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        query: 'query($filter: AdminOrderFilter) { orders(filter: $filter) { items { id orderNumber } } }',
        variables: { filter: { search: orderNumber } },
      },
    });
    const items = ((await found.json()) as { data: { orders: { items: { id: number; orderNumber: string }[] } } }).data.orders.items;
    const id = items.find((item) => item.orderNumber === orderNumber)?.id;
    const changed = await staff.request.patch(`/api/admin/orders/${id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'docs_received' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  test('tracking promises a date before the originals arrive and a firm one after', async ({ page, browser, request }, testInfo) => {
    const email = `expected.${testInfo.project.name}.${Date.now()}@example.com`;
    const orderNumber = await placeApiOrder(request, { email, firstName: 'Ada', lastName: 'Arrival' });

    await page.goto(trackingUrl(orderNumber, email));
    const note = page.getByTestId('expected-completion');
    // Rush (2 days) and the Florida office's typical days after arrival; the post from the U.S. before it.
    await expect(note).toContainText(/Ready \d+ business days after your originals arrive; posted today, expect about \w+, \w+ \d+, \d{4}\./);
    const box = await note.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInWithPassword(staff);
    await markReceived(staff, orderNumber);
    await staffContext.close();

    const today = formatLongDate(calendarDateIn(new Date(), PROCESSING_CENTRE_TIME_ZONE));
    await page.reload();
    await expect(note).toContainText(`Your originals arrived on ${today}. Expected ready by `);
    const sentence = (await note.textContent())?.match(/Your originals arrived on .*? Expected ready by \w+, \w+ \d+, \d{4}\./)?.[0] ?? '';
    expect(sentence).not.toBe('');
    // The status e-mail says the same as the page.
    await waitForMail(email, sentence);
  });
});
