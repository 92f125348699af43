/// <reference types="node" />
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Theme } from '@mui/material/styles';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, preloadPage } from '../App';
import { MOBILE_QUERY } from '../layout/SiteHeader';
import { theme } from '../theme';
import { PRERENDERED_ATTRIBUTE, SCREEN_ATTRIBUTE, type ScreenName } from './prerenderedPages';
import { matchesScreenWidth } from './screenMatchMedia';

/**
 * The phone and the laptop see different layouts of some pages (the order form is a five-step wizard
 * on a phone, three steps beside a progress bar on a laptop), chosen in the browser by useMediaQuery.
 * A prerendered page holds both, each shown by CSS only at its widths, so either screen paints the
 * right one before any script runs.
 */
const SCREENS: ReadonlyArray<{ name: ScreenName; width: number }> = [
  { name: 'phone', width: 390 },
  { name: 'desktop', width: 1280 },
];

/** Shows each copy only where the browser would choose it (MOBILE_QUERY is the phone's). */
const SCREEN_CSS = `@media not all and ${MOBILE_QUERY}{[${SCREEN_ATTRIBUTE}="phone"]{display:none}}@media ${MOBILE_QUERY}{[${SCREEN_ATTRIBUTE}="desktop"]{display:none}}`;

export interface RenderedPage {
  /** Goes inside #root. */
  body: string;
  /** Style elements for the head: the site's styles for both copies, in the form Emotion picks up in the browser. */
  head: string;
  /** The page's own title, from its <title> element. */
  title: string | undefined;
}

function themeForWidth(width: number): Theme {
  const ssrMatchMedia = (query: string) => ({ matches: matchesScreenWidth(query, width) });
  return { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } } };
}

/** React puts a page's <title> with the content; it belongs in the head. */
function takeTitle(html: string): { html: string; title: string | undefined } {
  let title: string | undefined;
  const rest = html.replace(/<title>(.*?)<\/title>/gs, (_, text: string) => {
    title ??= text;
    return '';
  });
  return { html: rest, title };
}

/**
 * Renders `url` as a first-time visitor sees it (signed out, nothing typed), once per screen, and
 * collects the styles the markup uses.
 *
 * The parts of the page that load lazily are loaded first with preloadPage, the same call the browser
 * makes before the app replaces the prerendered copy; loaded parts render at once, so the plain
 * string renderer gives complete HTML without the inline scripts of React's streaming (which the
 * site's Content-Security-Policy would refuse). A part preloadPage does not cover would be missing
 * from both, so it fails the build here.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  await Promise.all(SCREENS.map((screen) => preloadPage(url, screen.name === 'desktop')));
  // One style cache for both copies: a rule they share is written once.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let title: string | undefined;
  const copies: string[] = [];
  for (const screen of SCREENS) {
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <StaticRouter location={url}>
            <App theme={themeForWidth(screen.width)} />
          </StaticRouter>
        </CacheProvider>
      </StrictMode>,
    );
    // React marks a Suspense boundary it could not fill with <!--$!-->.
    if (html.includes('<!--$!-->')) throw new Error(`${url} (${screen.name}) has a part that preloadPage does not load`);
    const rendered = takeTitle(html);
    title ??= rendered.title;
    copies.push(`<div ${SCREEN_ATTRIBUTE}="${screen.name}">${rendered.html}</div>`);
  }
  // Inert until the app is live in it (main.tsx): it looks like the page but would lose any input before.
  const body = `<div ${PRERENDERED_ATTRIBUTE} inert>${copies.join('')}</div>`;
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, head: `<style>${SCREEN_CSS}</style>${styles}`, title };
}
