import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '../api/request';

/** Set after a CCPA opt-out request from this browser: it is never counted again. */
export const ANALYTICS_OPT_OUT_KEY = 'analyticsOptOut';

/**
 * Whether this browser may be counted as a visitor. Not when it signals Global Privacy Control or
 * Do Not Track (the server checks the headers too), after an opt-out, or when a staff member is
 * signed in to the console in it (staff browsing the site are not customers).
 */
export function visitorCountAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return false;
  try {
    return localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === null && localStorage.getItem(STORAGE_KEYS.adminToken) === null;
  } catch {
    return false;
  }
}

/** One page view (or the order just placed) to the first-party counter: no cookie, no identifier, no answer read. */
export function reportPageView(converted = false): void {
  if (!visitorCountAllowed()) return;
  void fetch('/api/visits', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(converted ? { converted: true } : {}),
  }).catch(() => undefined); // counting must never disturb the page
}

/** Reports each page the visitor opens. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => reportPageView(), [pathname]);
}

/** After a CCPA opt-out from this browser. */
export function optOutOfVisitorCount(): void {
  try {
    localStorage.setItem(ANALYTICS_OPT_OUT_KEY, new Date().toISOString());
  } catch {
    // storage unavailable: nothing is sent either (visitorCountAllowed answers false)
  }
}
