import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadPage } from './App';
import { MOBILE_QUERY } from './layout/SiteHeader';
import { setTakingOverPrerenderedPage } from './prerender/hydration';
import { PRERENDERED_ATTRIBUTE, SCREEN_ATTRIBUTE, type ScreenName } from './prerender/prerenderedPages';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/** Runs once the app is live over the prerendered page. */
function Live({ children, onLive }: { children: ReactNode; onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * The page arrived prerendered (prerender/prerenderSite.ts): both screens' copies are in it, inert,
 * and CSS shows the one for this width. The copy for this screen becomes the app in place: React
 * hydrates it in a transition, in short slices, so a slow phone stays responsive and nothing is
 * redrawn. A URL with a query (a preselected tier, a tracking search) shows something else than the
 * copy, so there the app replaces it instead.
 */
function takeOver(prerendered: HTMLElement, root: HTMLElement, screenName: ScreenName) {
  const screen = prerendered.querySelector<HTMLElement>(`[${SCREEN_ATTRIBUTE}="${screenName}"]`);
  if (!screen || window.location.search !== '') {
    startTransition(() => createRoot(root).render(app));
    return;
  }
  // From now on this copy shows at any width: the app inside it follows the width itself.
  for (const other of prerendered.querySelectorAll(`[${SCREEN_ATTRIBUTE}]`)) if (other !== screen) other.remove();
  screen.removeAttribute(SCREEN_ATTRIBUTE);
  const live = () => {
    setTakingOverPrerenderedPage(false);
    prerendered.removeAttribute('inert');
    prerendered.removeAttribute(PRERENDERED_ATTRIBUTE);
  };
  setTakingOverPrerenderedPage(true);
  startTransition(() => {
    hydrateRoot(screen, <Live onLive={live}>{app}</Live>);
  });
}

const prerendered = container.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`);
if (prerendered) {
  const screenName: ScreenName = window.matchMedia(MOBILE_QUERY).matches ? 'phone' : 'desktop';
  // First the code of what the page shows, so the app's first render matches it without waiting.
  void preloadPage(window.location.pathname, screenName === 'desktop')
    .catch((error: unknown) => console.warn('Preloading the page failed; its parts load as they render.', error))
    .then(() => takeOver(prerendered, container, screenName));
} else {
  createRoot(container).render(app);
}
