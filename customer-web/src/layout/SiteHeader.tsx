import MenuIcon from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '@apostille/domain';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CachedCustomer } from '../session/customerSession';
import { isCurrentNavItem, NAV_ITEMS, type NavItem } from './navItems';

// The account menu and the phone's navigation sheet (and MUI's menu and modal code behind them) load
// when first opened: no page needs them to be read or filled (docs/performance.md, "First load").
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const NavigationSheet = lazy(() => import('./NavigationSheet').then((m) => ({ default: m.NavigationSheet })));

export const PRODUCT_NAME = 'Apostille Services';

export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`;

interface SiteHeaderProps {
  user: CachedCustomer | null;
  onLogout: () => void;
}

/** Top bar: product name, New Order / Track Order / Contact (current one highlighted), login or account menu. */
export function SiteHeader({ user, onLogout }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Once opened they stay mounted, so closing animates.
  const [accountMenuUsed, setAccountMenuUsed] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  const current = (item: NavItem) => isCurrentNavItem(item, pathname);

  useEffect(() => {
    setSheetOpen(false);
    setMenuAnchor(null);
  }, [pathname]);

  const logout = () => {
    setMenuAnchor(null);
    setSheetOpen(false);
    onLogout();
  };

  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header" sx={{ displayPrint: 'none' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
        <Typography
          component={RouterLink}
          to="/order"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: mobile ? 1 : 0, mr: 3, whiteSpace: 'nowrap' }}
        >
          {PRODUCT_NAME}
        </Typography>

        {!mobile && (
          <>
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}>
              {NAV_ITEMS.map((item) => (
                <Button
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  aria-current={current(item) ? 'page' : undefined}
                  sx={{
                    color: '#ffffff',
                    px: 1.5,
                    bgcolor: current(item) ? 'rgba(255,255,255,0.18)' : 'transparent',
                    borderBottom: current(item) ? '2px solid #ffffff' : '2px solid transparent',
                    borderRadius: 1,
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                  }}
                >
                  {item.label}
                </Button>
              ))}
            </Box>
            {user ? (
              <>
                <Button
                  color="inherit"
                  startIcon={<AccountCircle />}
                  aria-haspopup="menu"
                  aria-controls={menuAnchor ? 'account-menu' : undefined}
                  aria-expanded={menuAnchor ? 'true' : undefined}
                  onClick={(event: MouseEvent<HTMLElement>) => {
                    setAccountMenuUsed(true);
                    setMenuAnchor(event.currentTarget);
                  }}
                >
                  {user.firstName || 'Account'}
                </Button>
                {accountMenuUsed && (
                  <Suspense fallback={null}>
                    <AccountMenu anchor={menuAnchor} onClose={() => setMenuAnchor(null)} onLogout={logout} />
                  </Suspense>
                )}
              </>
            ) : (
              <Button component={RouterLink} to="/customer-login" variant="outlined" sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.7)' }}>
                Login
              </Button>
            )}
          </>
        )}

        {mobile && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            aria-controls={sheetOpen ? 'navigation-sheet' : undefined}
            onClick={() => {
              setSheetUsed(true);
              setSheetOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>

      {mobile && sheetUsed && (
        <Suspense fallback={null}>
          <NavigationSheet open={sheetOpen} onClose={() => setSheetOpen(false)} user={user} onLogout={logout} />
        </Suspense>
      )}
    </AppBar>
  );
}
