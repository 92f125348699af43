import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_CENTRE_ADDRESS } from '../../libs/domain/src/index';
import { placeApiOrder, SAMPLE_PDF } from './api-order';
import { signInWithPassword } from './staff-sign-in';

/**
 * What the customer finds on tracking after paying, desktop and phone: where to mail the originals
 * and the packing slip while they are on their way; the digital copies the order includes; the
 * return parcel with a link to the carrier.
 */
test.describe('tracking after the order', () => {
  async function staffToken(page: Page): Promise<string> {
    await signInWithPassword(page);
    return (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
  }

  async function orderId(page: Page, token: string, orderNumber: string): Promise<number> {
    const found = await page.request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        query: 'query($filter: AdminOrderFilter) { orders(filter: $filter) { items { id orderNumber } } }',
        variables: { filter: { search: orderNumber } },
      },
    });
    const items = ((await found.json()) as { data: { orders: { items: { id: number; orderNumber: string }[] } } }).data.orders.items;
    return items.find((item) => item.orderNumber === orderNumber)?.id ?? 0;
  }

  test('mailing address and slip first, then the digital copies and the parcel', async ({ page, browser, request }, testInfo) => {
    const email = `after.${testInfo.project.name}.${Date.now()}@example.com`;
    const orderNumber = await placeApiOrder(request, { email, firstName: 'Ada', lastName: 'After' });
    const tracking = `/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`;

    await page.goto(tracking);
    // Still pending: where to send the originals and the slip to put in the envelope.
    await expect(page.getByTestId('mailing-address')).toContainText(PROCESSING_CENTRE_ADDRESS.street);
    await expect(page.getByRole('link', { name: 'Download packing slip' })).toBeVisible();
    await expect(page.getByTestId('digital-copies')).toHaveCount(0);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const token = await staffToken(staff);
    const id = await orderId(staff, token, orderNumber);
    const headers = { Authorization: `Bearer ${token}` };
    const uploaded = await staff.request.post(`/api/admin/orders/${id}/documents`, {
      headers,
      multipart: { documentType: 'Completed Apostille', documents: { name: 'apostille-scan.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    for (const status of ['docs_received', 'apostille_complete']) {
      expect((await staff.request.patch(`/api/admin/orders/${id}/status`, { headers, data: { status } })).status()).toBe(200);
    }
    const shipped = await staff.request.patch(`/api/admin/orders/${id}/status`, {
      headers,
      data: { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1118 9922 3100 0012 34' },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);
    await staffContext.close();

    await page.reload();
    await expect(page.getByTestId('mailing-address')).toHaveCount(0);
    // The rush order includes digital copies: the scan downloads under its own name.
    const copies = page.getByTestId('digital-copies');
    await expect(copies.getByRole('link', { name: 'apostille-scan.pdf' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), copies.getByRole('link', { name: 'apostille-scan.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('apostille-scan.pdf');
    // The parcel, with the carrier's own tracking page.
    const parcel = page.getByTestId('return-shipment');
    await expect(parcel).toContainText('Sent with USPS, tracking number 9400111899223100001234.');
    await expect(parcel.getByRole('link', { name: 'Follow your parcel on USPS' })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234',
    );
    await expect(page.getByText('Received at our centre')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});
