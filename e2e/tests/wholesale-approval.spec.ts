import { expect, test, type Page } from '@playwright/test';
import { WHOLESALE_DECISION_MESSAGES } from '../../libs/domain/src/index';
import { waitForMail } from './mailbox';
import { signInWithPassword } from './staff-sign-in';

/**
 * A wholesale application from the public form to a wholesale account, at a laptop's 1440x900 and
 * a phone's 390x844: staff approve it in the console with a tier, the applicant follows the
 * e-mail's link to create their account (the address fixed), confirms it, and sees the tier.
 */

const PASSWORD = 'a sound passphrase 42';

async function openMenu(page: Page) {
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: /open menu/i }).click();
}

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('staff approve an application with a tier and the applicant sees it in their account', async ({ page }) => {
  if (test.info().project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  const company = `Approval Agency ${test.info().project.name} ${Date.now()}`;
  const email = `e2e-wholesale-${test.info().project.name}-${Date.now()}@example.com`;
  const applied = await page.request.post('/api/wholesale/applications', {
    data: {
      companyName: company,
      businessType: 'Law Firm',
      firstName: 'Maria',
      lastName: 'Lopez',
      email,
      phone: '3055550123',
      businessStreet: '100 Main Street',
      businessCity: 'Miami',
      businessState: 'FL',
      businessZipCode: '33101',
      businessCountry: 'United States',
      monthlyDocumentVolume: 60,
      servicesNeeded: ['Document Apostille'],
      reasonForWholesale: 'We file apostilles for immigration clients every week.',
    },
  });
  expect(applied.status()).toBe(201);

  await signInWithPassword(page);
  await expect(page.getByRole('link', { name: /new wholesale application/ })).toBeVisible();
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Wholesale applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale applications' })).toBeVisible();
  const card = page.getByRole('article', { name: `Wholesale application of ${company}` });
  await expect(card).toContainText('60 documents a month');
  await expect(card).toContainText('Professional (20% off service fees)');
  await noSidewaysScroll(page);

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${company}` });
  // The tier the volume suggests is chosen first.
  await expect(dialog.getByRole('combobox', { name: 'Tier' })).toContainText('Professional');
  await dialog.getByLabel('Note for the applicant (optional)').fill('Welcome aboard.');
  await dialog.getByRole('button', { name: 'Approve application' }).click();
  await expect(page.getByText(WHOLESALE_DECISION_MESSAGES.approved)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Applications' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  const approved = page.getByRole('article', { name: `Wholesale application of ${company}` });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText(`by ${process.env.E2E_ADMIN_USERNAME}`);
  await expect(approved.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The applicant's e-mail leads to Create Account with the address filled in and fixed.
  const mail = await waitForMail(email, 'Your wholesale account is approved');
  const link = /https?:\/\/[^\s"]+\/customer-login\?tab=create-account&invite=wholesale&email=[^\s"<]+/.exec(mail.replace(/&amp;/g, '&'))?.[0];
  expect(link).toBeTruthy();
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  const form = page.getByRole('form', { name: 'Create Account' });
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
  await form.getByLabel(/^First Name/).fill('Maria');
  await form.getByLabel(/^Last Name/).fill('Lopez');
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  const verification = await waitForMail(email, '/verify-email?token=');
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification)?.[1];
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();

  await page.goto('/customer-login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await page.goto('/customer-dashboard?tab=account');
  await expect(page.getByText('Professional (20% off service fees)')).toBeVisible();
  await expect(page.getByText('Upgrade to Wholesale')).toHaveCount(0);
  await noSidewaysScroll(page);
});
