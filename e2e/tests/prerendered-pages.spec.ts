import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';

/*
 * The landing pages arrive prerendered: a phone paints them before any script has run, and the app
 * then takes their place. Each page is checked in both projects (phone and desktop): without
 * JavaScript the right layout shows and fits the window; with it, the app replaces the copy where
 * it stood, and the form takes input.
 */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

const pages = [
  { path: '/', heading: 'Apostille Services', step: { phone: 'Step 1 of 5: Customer Info', desktop: 'Step 1 of 3: Service & Document Details' } },
  { path: '/order', heading: 'Apostille Services', step: { phone: 'Step 1 of 5: Customer Info', desktop: 'Step 1 of 3: Service & Document Details' } },
  { path: '/tracking', heading: 'Track Your Order', step: undefined },
] as const;

/** A page of the project's size and kind in a browser without JavaScript: what arrives before any script runs. */
async function openWithoutScripts(browser: Browser, testInfo: TestInfo, path: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Where the page's heading and (on the order form) its step line are drawn, from the top of #root
 * (without JavaScript the browser's <noscript> note stands above it).
 */
async function landmarks(page: Page, heading: string, step: string | undefined) {
  const root = await page.locator('#root').boundingBox();
  const elements = [page.getByText(heading, { exact: true }).and(page.locator('h1:visible'))];
  if (step) elements.push(page.getByText(step, { exact: true }).and(page.locator(':visible')));
  const boxes = [];
  for (const element of elements) {
    const box = await element.boundingBox();
    boxes.push(box && root && { x: box.x - root.x, y: box.y - root.y, width: box.width, height: box.height });
  }
  return boxes;
}

for (const { path, heading, step } of pages) {
  test(`${path} shows its first screen before scripts run, in the layout of the screen`, async ({ browser }, testInfo) => {
    const page = await openWithoutScripts(browser, testInfo, path);
    await expect(page.locator('h1:visible')).toHaveText(heading);
    if (step) {
      const [shown, hidden] = isPhone(testInfo) ? [step.phone, step.desktop] : [step.desktop, step.phone];
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      await expect(page.getByText(hidden, { exact: true })).toBeHidden();
    }
    // Styles came with the page: the heading is drawn in the site's typeface weight, not the browser's default look.
    expect(await page.locator('h1:visible').evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('700');
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(Math.min(widths.inner, page.viewportSize()?.width ?? widths.inner));
    await page.context().close();
  });

  test(`${path} is replaced by the live app where it stood`, async ({ browser, page }, testInfo) => {
    const prerendered = await openWithoutScripts(browser, testInfo, path);
    const before = await landmarks(prerendered, heading, step && (isPhone(testInfo) ? step.phone : step.desktop));
    await prerendered.context().close();

    await page.goto(path);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const after = await landmarks(page, heading, step && (isPhone(testInfo) ? step.phone : step.desktop));
    expect(after).toEqual(before);

    // The live page takes input.
    if (path === '/tracking' || isPhone(testInfo)) {
      const field = page.getByLabel(path === '/tracking' ? 'Order number' : 'First Name');
      await field.fill('Ada');
      await expect(field).toHaveValue('Ada');
    } else {
      const country = page.getByLabel(/Destination Country/);
      await country.selectOption('Germany');
      await expect(country).toHaveValue('Germany');
    }
  });
}

test('the app takes over the prerendered page in place, without a mismatch', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the app's code back until the prerendered page has been marked.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/order', { waitUntil: 'commit' });
  const heading = page.locator('h1:visible');
  await expect(heading).toHaveText('Apostille Services');
  await expect(page.locator('[data-prerendered][inert]')).toHaveCount(1);
  await heading.evaluate((h1) => h1.setAttribute('data-seen-before-scripts', ''));
  release();

  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The same element: the app adopted the page instead of drawing it again.
  await expect(heading).toHaveAttribute('data-seen-before-scripts', '');
  const field = page.getByLabel(isPhone(testInfo) ? 'First Name' : /Destination Country/);
  await expect(field).toBeEditable();
  expect(errors).toEqual([]);
});

test('a signed-in customer sees their account once the app takes over', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    localStorage.setItem('customerToken', 'e2e-token');
    localStorage.setItem('customerUser', JSON.stringify({ firstName: 'Ana' }));
  });
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' }).getByText('Welcome, Ana!')).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Ana' })).toBeVisible();
  }
});
