import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCustomerSession } from '../session/useCustomerSession';
import { ChatButton } from './ChatButton';
import { ContactInfoProvider } from './ContactInfo';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Paths where the site's header and footer are hidden (spec §2): customer login and the staff area. */
export function isBareLayoutPath(pathname: string): boolean {
  return pathname === '/customer-login' || pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin-');
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
  return (
    <ContactInfoProvider>
      <ScrollToTop />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {!bare && <SiteHeader user={user} onLogout={logout} />}
        <Box sx={{ flexGrow: 1 }}>
          <Outlet />
        </Box>
        {!bare && <SiteFooter />}
      </Box>
      {!pathname.startsWith('/admin') && <ChatButton />}
    </ContactInfoProvider>
  );
}
