import { expect, type Page } from '@playwright/test';
import { SAMPLE_PDF } from './api-order';

/** Steps of the checkout journeys (checkout-desktop and checkout-phone specs). */

export const PDF = SAMPLE_PDF;
/** A Windows program (its "MZ" header) given a .pdf name: only the server, reading the content, can tell. */
export const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(4096, 0x90)]);

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}@example.com`;

/**
 * A checkout under way asks before the page unloads (beforeunload): the customer answers Leave.
 * Playwright would otherwise dismiss the question, and the reload would not happen.
 */
export function leaveWhenAsked(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** The file once the server has staged it: listed among the document's uploaded files. */
export const uploaded = (page: Page, name: string) => page.getByRole('list', { name: 'Uploaded files' }).getByText(name, { exact: true });

export async function upload(page: Page, documentNumber: number, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page.getByLabel(`Upload files for document ${documentNumber}`).setInputFiles({ name, mimeType, buffer });
}

/** No part of the page reaches past the window's right edge. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(Math.min(widths.inner, page.viewportSize()?.width ?? widths.inner));
}

export async function fillCustomer(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('8505551234');
}

export async function fillAddress(page: Page, zipCode = '32301') {
  await page.getByLabel('Street Address').fill('100 Main Street');
  await page.getByLabel('City').fill('Tallahassee');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('FL');
  await page.getByLabel('ZIP Code').fill(zipCode);
}

/** Picks the first return rate once the card has loaded them. */
export async function pickReturnRate(page: Page) {
  const rates = page.getByRole('radiogroup', { name: 'Return Shipping Options' });
  await expect(rates.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await rates.getByRole('radio').first().check();
  await expect(page.getByText(/^Selected: .+ - \$\d+\.\d{2}$/)).toBeVisible();
}

export async function fillService(page: Page) {
  await page.getByRole('radio', { name: /RUSH SERVICE/ }).check();
  await page.getByLabel('Destination Country').selectOption('Spain');
  await page.getByLabel('Delivery Method').selectOption('mail');
}

/** The offline provider's card form, paid with the 4242 card. */
export async function payWithTestCard(page: Page) {
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Billing ZIP Code').fill('32301');
  await pay.click();
}
