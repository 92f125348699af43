import { expect, test, type Page } from '@playwright/test';
import { createStaffOrder } from './api-order';
import { waitForMail } from './mailbox';
import { signInWithPassword } from './staff-sign-in';

/**
 * "Email test processing" first shows what processing would do (conversation, order, acknowledgement)
 * and files or sends nothing; only "Process for real" does it. At 1440 × 900 and at phone width.
 */

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
});

/** The conversations of one customer e-mail, as the Messages tab's API lists them. */
async function conversationsOf(page: Page, email: string): Promise<{ id: number; subject: string }[]> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const response = await page.request.get('/api/admin/conversations?pageSize=100', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { conversations: { id: number; subject: string; customer: { email: string } }[] };
  return body.conversations.filter((conversation) => conversation.customer.email.toLowerCase() === email.toLowerCase());
}

test('a dry run says what would happen and files nothing; Process for real files it and acknowledges it', async ({ page }) => {
  await signInWithPassword(page);
  const lastName = `Dry${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const order = await createStaffOrder(page.request, token, { firstName: 'Dee', lastName, email });
  const subject = `About ${order.orderNumber}`;

  await page.goto('/admin/notifications');
  const form = page.getByRole('form', { name: 'Email test processing' });
  await form.getByLabel('Customer email').fill('not-an-address');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Content').fill('Has my birth certificate arrived?');
  await form.getByRole('button', { name: 'Dry Run' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Processing Failed' })).toContainText('Please enter a valid email address');

  await form.getByLabel('Customer email').fill(email);
  await form.getByRole('button', { name: 'Dry Run' }).click();
  const result = form.getByRole('region', { name: 'Dry run result' });
  await expect(result).toContainText(`A new conversation "${subject}"`);
  await expect(result).toContainText(`Linked to ${order.orderNumber}`);
  await expect(result).toContainText(`e-mailed to ${email}`);
  await expect(result.getByRole('button', { name: 'Process for real' })).toBeInViewport();
  expect(await conversationsOf(page, email)).toEqual([]);

  await result.getByRole('button', { name: 'Process for real' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email Processed' })).toContainText(`New conversation #`);
  await expect(page.getByRole('alert').filter({ hasText: 'Email Processed' })).toContainText(`linked to ${order.orderNumber}`);
  await expect(result).toBeHidden();
  const filed = await conversationsOf(page, email);
  expect(filed.map((conversation) => conversation.subject)).toEqual([subject]);
  // The acknowledgement's words are fixed: nothing of the incoming e-mail is sent back.
  await waitForMail(email, 'We received your message');

  // The next dry run finds that conversation.
  await form.getByLabel('Customer email').fill(email);
  await form.getByLabel('Subject').fill('One more question');
  await form.getByLabel('Content').fill('Can you send a copy too?');
  await form.getByRole('button', { name: 'Dry Run' }).click();
  await expect(result).toContainText(`Existing conversation #${filed[0].id} "${subject}"`);
  await expect(result).toContainText(`Linked to ${order.orderNumber}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Staff read the filed message (opening it marks it read), so the Messages tab's unread count is as it was.
  const opened = await page.request.get(`/api/admin/conversations/${filed[0].id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(opened.status()).toBe(200);
});
