import { expect, test } from '@playwright/test';
import { placeApiOrder } from './api-order';
import { waitForMailHtml } from './mailbox';

/**
 * The order confirmation as a phone's mail app shows it: the HTML part of the e-mail the server
 * wrote for a real order, opened at phone width. It must fit the screen (no sideways scroll),
 * read in a sans-serif font of at least 16px, and show the order number, the support address and
 * the signature, with a call to action big enough to tap.
 */

const PHONE = { width: 375, height: 740 };
/** The e2e server runs with SUPPORT_EMAIL unset: the configuration's default. */
const SUPPORT = process.env.SUPPORT_EMAIL ?? 'support@apostille.example';

test('the order confirmation e-mail reads well on a phone', async ({ page, request }) => {
  const email = `mail-phone-${Date.now()}@example.com`;
  const orderNumber = await placeApiOrder(request, { email, firstName: 'Ada', lastName: 'Lovelace' });
  const html = await waitForMailHtml(email, `Order confirmed: ${orderNumber}`);

  await page.setViewportSize(PHONE);
  await page.setContent(html);

  const layout = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      innerWidth: window.innerWidth,
      fontFamily: body.fontFamily,
      fontSize: parseFloat(body.fontSize),
    };
  });
  // No sideways scroll: the layout is the phone's width (the viewport meta tag), and nothing is wider.
  expect(layout.innerWidth).toBe(PHONE.width);
  expect(layout.scrollWidth, `the e-mail is ${layout.scrollWidth}px wide on a ${PHONE.width}px screen`).toBeLessThanOrEqual(PHONE.width);
  // A sans-serif stack (never the browser's default serif) at 16px or more.
  expect(layout.fontFamily).toMatch(/sans-serif\s*$/);
  expect(layout.fontFamily).not.toMatch(/^\s*["']?(serif|Times)/i);
  expect(layout.fontSize).toBeGreaterThanOrEqual(16);

  const greeting = page.getByText('Thank you for your order.');
  await expect(greeting).toBeVisible();
  expect(parseFloat(await greeting.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);

  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('Apostille Services', { exact: true })).toBeVisible();
  await expect(page.getByText('The Apostille Services team')).toBeVisible();
  const support = page.getByRole('link', { name: SUPPORT });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute('href', `mailto:${SUPPORT}`);

  // The calls to action are buttons a thumb can hit, within the screen.
  for (const name of ['Track your order', 'Print your packing slip']) {
    const box = await page.getByRole('link', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
  }
});
