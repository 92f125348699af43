import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_DECISION_MESSAGES } from '../../libs/domain/src/index';
import { waitForMail } from './mailbox';
import { signInWithPassword } from './staff-sign-in';

/**
 * Privacy requests in the console, at a laptop's 1440x900 and a phone's 390x844: an opt-out request
 * from the public form shows with its statutory date and is marked done (the requester is e-mailed);
 * a deletion request recorded by staff is carried out and says so.
 */

async function openMenu(page: Page) {
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: /open menu/i }).click();
}

test('staff answer an opt-out request and record a deletion request', async ({ page }) => {
  if (test.info().project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const requester = `e2e-opt-out-${stamp}@example.com`;
  const sent = await page.request.post('/api/ccpa-opt-out', {
    data: { firstName: 'Sam', lastName: `Rivera ${stamp}`, email: requester, phone: '', description: '', verificationMethod: 'email' },
  });
  expect(sent.status()).toBe(201);

  await signInWithPassword(page);
  await expect(page.getByRole('link', { name: /opt-out request(s)? to answer/ })).toBeVisible();
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Privacy requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  const card = page.getByRole('article', { name: `Opt-out request of Sam Rivera ${stamp}` });
  await expect(card).toContainText('New');
  await expect(card).toContainText('Answer by');

  await card.getByRole('button', { name: 'Mark done' }).click();
  const dialog = page.getByRole('dialog', { name: `Complete the opt-out request of Sam Rivera ${stamp}` });
  await dialog.getByRole('button', { name: 'Complete request' }).click();
  await expect(page.getByText(PRIVACY_DECISION_MESSAGES.completed)).toBeVisible();
  await expect(dialog).toBeHidden();
  await waitForMail(requester, 'we do not sell or share your personal information');

  await page.getByRole('combobox', { name: 'Opt-out requests' }).click();
  await page.getByRole('option', { name: 'Answered' }).click();
  const answered = page.getByRole('article', { name: `Opt-out request of Sam Rivera ${stamp}` });
  await expect(answered).toContainText('Done');
  await expect(answered).toContainText(`by ${process.env.E2E_ADMIN_USERNAME}`);

  // A deletion request for an address with nothing stored is carried out at once.
  const erased = `e2e-erase-${stamp}@example.com`;
  const form = page.getByRole('form', { name: 'Record a deletion request' });
  await form.getByLabel(/The person's e-mail/).fill(erased);
  await form.getByLabel('How the identity was verified').fill('Called back on the number we hold');
  await form.getByRole('button', { name: 'Record deletion request' }).click();
  const deletion = page.getByRole('article', { name: `Deletion request for ${erased}` });
  await expect(deletion).toContainText(`by ${process.env.E2E_ADMIN_USERNAME}`);
  await waitForMail(erased, 'Your personal data has been deleted');
  await page.reload();
  await expect(page.getByRole('article', { name: `Deletion request for ${erased}` })).toContainText('Nothing was stored under this address');
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
