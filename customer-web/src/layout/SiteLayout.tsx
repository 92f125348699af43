import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePageViews } from '../analytics/pageViews';
import { preloadableLazy } from '../prerender/preloadableLazy';
import { useCustomerSession } from '../session/useCustomerSession';
import { CHAT_BUTTON_CLEARANCE } from './chatButtonClearance';
import { ContactInfoProvider } from './ContactInfo';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The chat button is not needed to read or fill the page: it loads after it.
const ChatButton = preloadableLazy(() => import('./ChatButton').then((m) => m.ChatButton));

/** Loads what the layout shows beside every page: the chat button. */
export function preloadSiteLayout(): Promise<void> {
  return ChatButton.preload();
}

/** Paths where the site's header and footer are hidden (requirements C2): customer login and the staff area. */
export function isBareLayoutPath(pathname: string): boolean {
  return pathname === '/customer-login' || pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin-');
}

/** One key per page: "/" is the order page too, so moving between "/" and "/order" keeps the form. */
function pageKey(pathname: string): string {
  return pathname === '/' ? '/order' : pathname;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, [pathname]);
  return null;
}

/** Header, page, footer and the floating chat button around every customer route. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { user, logout } = useCustomerSession();
  const bare = isBareLayoutPath(pathname);
  usePageViews();
  return (
    <ContactInfoProvider>
      <ScrollToTop />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {!bare && <SiteHeader user={user} onLogout={logout} />}
        {/*
          Pages other than the order form load on first visit (App.tsx). The footer waits with the page, so
          it appears with it instead of jumping down when the page arrives. The boundary is new for every
          page: the router navigates in a transition, which would otherwise keep the old page on screen
          (and typeable) until the new one has loaded, with no sign that anything is happening.
        */}
        <Suspense key={pageKey(pathname)} fallback={<LinearProgress aria-label="Loading page" />}>
          {/* Pages without the footer keep room at their end, so the chat button never covers their last control. */}
          <Box sx={{ flexGrow: 1, pb: bare ? CHAT_BUTTON_CLEARANCE : 0 }}>
            <Outlet />
          </Box>
          {!bare && <SiteFooter />}
        </Suspense>
      </Box>
      {!pathname.startsWith('/admin') && (
        <Suspense fallback={null}>
          <ChatButton />
        </Suspense>
      )}
    </ContactInfoProvider>
  );
}
