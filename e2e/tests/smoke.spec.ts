import { expect, test } from '@playwright/test';
import { openLivePage } from './live-page';
import { ADMIN_MESSAGES } from '../../libs/domain/src/index';

test.describe('API', () => {
  test('health check answers ok', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('catalog lists the 43 document types and the destination countries', async ({ request }) => {
    const response = await request.get('/api/catalog');
    expect(response.status()).toBe(200);
    const catalog = (await response.json()) as { documentTypes: string[]; destinationCountries: Array<{ name: string }> };
    expect(catalog.documentTypes).toHaveLength(43);
    expect(catalog.destinationCountries.length).toBeGreaterThan(100);
    expect(catalog.destinationCountries.at(-1)?.name).toBe('Other Country');
  });
});

test.describe('customer site', () => {
  test('home page is the New Order page', async ({ page }) => {
    await openLivePage(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Apostille Services' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('staff console', () => {
  test('is served under /admin and sends a visitor without a session to the sign-in page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the sign-in page loads without the console, which loads as the form is filled in and opens the page asked for', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(scripts.filter((path) => path.includes('ConsoleRouter'))).toEqual([]);

    const consoleCode = page.waitForRequest((request) => request.url().includes('ConsoleRouter'));
    await page.getByLabel('Username').fill(process.env.E2E_ADMIN_USERNAME ?? '');
    await consoleCode;
    await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.loginSuccessTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test('/admin-login redirects to the console login page', async ({ page, request }) => {
    const redirect = await request.get('/admin-login', { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(redirect.status());
    expect(new URL(redirect.headers()['location'] ?? '', redirect.url()).pathname).toBe('/admin/login');

    // The browser follows it; judge the HTTP answer, not where the single-page app goes next.
    const response = await page.goto('/admin-login');
    expect(response && new URL(response.url()).pathname).toBe('/admin/login');
  });
});
