import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PICKUP_HOURS, PROCESSING_CENTRE_ADDRESS } from '../../libs/domain/src/index';
import { pdfTextLines } from '../../server/test/support/pdf-text';
import { placeApiOrder } from './api-order';

/**
 * The confirmation a customer keeps, desktop and phone: the documents to enclose (each once), a
 * pickup order's collection details without a return-shipping line, a print without the chat button
 * or the footer, and a PDF that carries the mailing address.
 */
test.describe('the confirmation, on screen, printed and saved', () => {
  test('lists the documents once, tells a pickup customer where to collect, prints and saves everything', async ({ page, request }, testInfo) => {
    const email = `print.${testInfo.project.name}.${Date.now()}@example.com`;
    const orderNumber = await placeApiOrder(request, { email, firstName: 'Pat', lastName: 'Print' });
    const tracked = (await (await request.get(`/api/orders/track?orderNumber=${orderNumber}&email=${encodeURIComponent(email)}`)).json()) as {
      totalAmount: number;
      breakdown: Record<string, unknown>;
      expectedCompletion: { text: string };
    };
    // The confirmation as the checkout left it in this tab (a reload shows it again from there).
    const confirmation = {
      order: {
        orderNumber,
        totalAmount: tracked.totalAmount,
        // A pickup order charges no return shipping.
        breakdown: { ...tracked.breakdown, shippingPrice: 0 },
        isNewAccount: false,
        expectedCompletion: tracked.expectedCompletion,
      },
      customerEmail: email,
      customerName: 'Pat Print',
      serviceLevelName: 'RUSH SERVICE',
      documentCount: 2,
      destinationCountry: 'Spain',
      createdAt: new Date().toISOString(),
      documents: [
        { documentType: 'Birth Certificate', files: ['birth-front.jpg', 'birth-back.jpg'] },
        { documentType: 'College Diploma', files: ['diploma.pdf'] },
      ],
      deliveryMethod: 'pickup',
    };
    await page.goto('/');
    await page.evaluate((value) => sessionStorage.setItem('apostille.orderConfirmation', JSON.stringify(value)), confirmation);
    await page.goto('/order-confirmation');

    const documents = page.getByTestId('documents-to-mail');
    await expect(documents.getByRole('listitem')).toHaveText(['1. Birth Certificate (birth-front.jpg, birth-back.jpg)', '2. College Diploma (diploma.pdf)']);
    await expect(page.getByText(new RegExp(`ready to collect at our centre, .*${PICKUP_HOURS.replace(/[()]/g, '.')}`))).toBeVisible();
    await expect(page.getByText('come back with the return shipping you chose')).toHaveCount(0);
    await expect(page.getByRole('term').filter({ hasText: 'Return shipping' })).toHaveCount(0);

    // Printed: the page's facts, without the chat button, the header or the footer.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('complementary', { name: 'Chat' })).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByTestId('mailing-address')).toBeVisible();
    await expect(page.getByTestId('order-total')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Saved as PDF: the mailing address, the documents and the expected date are in it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as PDF' }).click()]);
    const text = pdfTextLines(await readFile(await download.path())).join('\n');
    expect(text).toContain(PROCESSING_CENTRE_ADDRESS.street);
    expect(text).toContain('1. Birth Certificate (birth-front.jpg, birth-back.jpg)');
    expect(text).toContain('Ready ');
  });
});
