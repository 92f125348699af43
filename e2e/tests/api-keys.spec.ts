import { expect, test } from '@playwright/test';
import { API_KEY_MESSAGES } from '../../libs/domain/src/index';
import { signInAccount } from './wholesale-steps';

/**
 * A wholesale customer's API keys on the Account tab, at a laptop's width and a phone's 390x844:
 * a key is shown once, works against /api/v1, and stops working when revoked.
 */

test('a wholesale customer creates an API key, uses it, and revokes it', async ({ page, request }) => {
  await signInAccount(page, request, `api-keys-${test.info().project.name}`, 'partner');
  await page.goto('/customer-dashboard?tab=account');
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('No API keys yet.')).toBeVisible();

  const form = card.getByRole('form', { name: 'Create an API key' });
  await form.getByLabel(/Key name/).fill('Case management');
  await form.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByRole('status', { name: 'New API key' });
  await expect(shown).toContainText(API_KEY_MESSAGES.created);
  const secret = (await shown.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^apo_/);
  await expect(card.getByRole('list', { name: 'Your API keys' })).toContainText('Case management');
  await expect(card.getByRole('list', { name: 'Your API keys' })).toContainText('read only');

  const answer = await request.get('/api/v1/orders', { headers: { Authorization: `Bearer ${secret}` } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ orders: [] });

  await card.getByRole('button', { name: 'Revoke Case management' }).click();
  await expect(card.getByRole('list', { name: 'Your API keys' })).toContainText('revoked');
  const refused = await request.get('/api/v1/orders', { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
