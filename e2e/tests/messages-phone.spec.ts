import { expect, test } from '@playwright/test';
import { signInWithPassword } from './staff-sign-in';

/** On a phone the thread sits below the conversation list: tapping a conversation brings it into view. */
test('tapping a conversation on a phone scrolls its thread into view', async ({ page, request }) => {
  for (let n = 1; n <= 5; n += 1) {
    const sent = await request.post('/api/contact', {
      data: {
        name: `Phone Writer ${n}`,
        email: `phone.writer${n}@example.com`,
        phone: '(305) 555-0100',
        subject: `Phone question ${n}`,
        message: 'Hello, a question about an apostille.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await signInWithPassword(page);
  await page.goto('/admin/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByText('Phone question 1', { exact: true }).tap();
  await expect(page.getByRole('heading', { name: 'Phone question 1' })).toBeInViewport();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
