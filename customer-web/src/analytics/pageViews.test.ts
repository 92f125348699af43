import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_OPT_OUT_KEY, optOutOfVisitorCount, reportPageView, visitorCountAllowed } from './pageViews';

/** The page-view beacon: what the browser sends to the first-party counter, and when it stays silent. */
describe('page views', () => {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchSpy);
    fetchSpy.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('sends a page view without cookies, and an order as a conversion', () => {
    reportPageView();
    reportPageView(true);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1])).toEqual([
      expect.objectContaining({ method: 'POST', credentials: 'omit', body: '{}' }),
      expect.objectContaining({ method: 'POST', credentials: 'omit', body: '{"converted":true}' }),
    ]);
    expect((fetchSpy.mock.calls[0] as unknown as [string])[0]).toBe('/api/visits');
  });

  it('sends nothing under Global Privacy Control or Do Not Track', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(visitorCountAllowed()).toBe(false);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    reportPageView();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing after a CCPA opt-out from this browser, or while a staff member is signed in to the console', () => {
    optOutOfVisitorCount();
    expect(localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).not.toBeNull();
    reportPageView();
    localStorage.clear();
    localStorage.setItem('adminToken', 'staff-token');
    reportPageView(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
