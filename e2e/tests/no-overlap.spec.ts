import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from './live-page';

/**
 * Nothing interactive sits under the floating chat button or under a toast: every control can be
 * scrolled to a place where a tap reaches it, on a phone and on a laptop.
 */

const routes = ['/', '/order', '/tracking', '/contact', '/customer-login', '/forgot-password'];
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

/** Controls that the chat button covers even when scrolled to the middle of the window (or as far as the page goes). */
async function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector('aside[aria-label="Chat"]');
    if (!chat) return ['(no chat button on the page)'];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"]';
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (chat.contains(control)) continue;
      let box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      box = control.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.right - 2, box.bottom - 2],
      ];
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (top && chat.contains(top)) {
          covered.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return covered;
  });
}

/** The order form's paths: on a phone its wizard has no chat button (order-choices-phone.spec.ts checks its buttons and prices). */
const orderFormRoutes = ['/', '/order'];

test.describe('nothing interactive overlaps', () => {
  for (const route of orderFormRoutes) {
    test(`${route} on a phone: the order wizard shows no chat button`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openLivePage(page, route);
      await expect(page.getByTestId('running-total')).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Chat' })).toBeHidden();
    });
  }

  for (const size of sizes) {
    for (const route of routes.filter((r) => size.name !== 'phone' || !orderFormRoutes.includes(r))) {
      test(`${route} on a ${size.name}: the chat button covers no control`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(route);
        await expect(page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await controlsUnderChatButton(page)).toEqual([]);
      });
    }

    test(`a toast on a ${size.name} leaves the chat button free`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      // A refused sign-in raises the same toast on every screen size.
      await page.goto('/customer-login');
      await page.getByLabel(/^Email/).fill(`no-account-${size.name}-${Date.now()}@example.com`);
      await page.getByLabel(/^Password/).fill('not-the-password-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      const toast = page.locator('.MuiSnackbar-root');
      await expect(toast.getByRole('alert')).toBeVisible();
      const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('link');
      const [chatBox, toastBox] = [await chat.boundingBox(), await toast.boundingBox()];
      expect(chatBox && toastBox).toBeTruthy();
      const overlaps = !(
        chatBox!.y + chatBox!.height <= toastBox!.y ||
        toastBox!.y + toastBox!.height <= chatBox!.y ||
        chatBox!.x + chatBox!.width <= toastBox!.x ||
        toastBox!.x + toastBox!.width <= chatBox!.x
      );
      expect(overlaps, `toast ${JSON.stringify(toastBox)} over chat button ${JSON.stringify(chatBox)}`).toBe(false);
    });
  }
});
