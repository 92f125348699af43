import { useEffect } from 'react';

/** Not worded by the spec: asked before an in-site link leaves an unfinished checkout. */
export const LEAVE_CHECKOUT_QUESTION = 'Leave this page? Your order has not been placed yet. What you entered is kept for when you come back.';

const isOrderPath = (pathname: string) => pathname === '/' || pathname === '/order';

/**
 * While a checkout is under way, leaving asks first: the browser's own question on reload or close
 * (beforeunload), and a confirm before a link to another page of the site. The site's router has no
 * navigation blocking (a BrowserRouter, not a data router), so links are caught on their way down,
 * before the router's own click handler, which skips a click whose default was prevented.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium asks only with a return value
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || isOrderPath(url.pathname)) return;
      if (!window.confirm(LEAVE_CHECKOUT_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
