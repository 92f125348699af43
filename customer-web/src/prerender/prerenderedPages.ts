/*
 * What the build prerenders (prerenderSite.ts) and how the pieces find each other. The server reads
 * the manifest and sends a page's prerendered copy instead of the bare index.html; main.tsx sees the
 * attribute and the app takes the copy over (hydrates it).
 */

/** Marks the element that holds a prerendered page inside #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Names the screen a copy of the page inside it was rendered for. */
export const SCREEN_ATTRIBUTE = 'data-screen';

/** The screens a page is prerendered for: below 768 px a phone (MOBILE_QUERY), from there a desktop. */
export type ScreenName = 'phone' | 'desktop';

/** The landing pages customers open first, by path, with the file each is written to under dist/prerendered. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'home.html',
  '/order': 'order.html',
  '/tracking': 'tracking.html',
};

/** Where, under the build folder, the pages and their manifest (path → file name) go. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'manifest.json';
