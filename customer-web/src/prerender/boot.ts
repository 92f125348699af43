/*
 * The only script a prerendered page names (prerenderSite.ts writes it in place of the app's script
 * tags). The page can be read from its HTML alone, so the app's scripts are requested once it has
 * been painted: on a slow connection they then do not hold back the first paint. Their addresses
 * are in a JSON block of the page; module preloads keep them downloading in parallel.
 */
import { APP_SCRIPTS_ID, type AppScripts } from './appScripts';

function appendToHead(element: HTMLElement) {
  document.head.append(element);
}

let started = false;
function loadApp() {
  if (started) return;
  started = true;
  const block = document.getElementById(APP_SCRIPTS_ID);
  const scripts = JSON.parse(block?.textContent ?? 'null') as AppScripts | null;
  if (!scripts) throw new Error(`prerendered page without its #${APP_SCRIPTS_ID} block`);
  for (const href of scripts.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    appendToHead(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = scripts.entry;
  appendToHead(script);
}

// After the next frame is painted; a tab opened in the background paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(loadApp, 0));
setTimeout(loadApp, 1000);
