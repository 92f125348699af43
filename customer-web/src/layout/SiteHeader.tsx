import MenuIcon from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, welcomeText } from '@apostille/domain';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CachedCustomer } from '../session/customerSession';

export const PRODUCT_NAME = 'Apostille Services';

interface NavItem {
  label: string;
  to: string;
  /** Paths that count as this item for the highlight. */
  paths: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'New Order', to: '/order', paths: ['/', '/order'] },
  { label: 'Track Order', to: '/tracking', paths: ['/tracking'] },
  { label: 'Contact', to: '/contact', paths: ['/contact'] },
];

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
  const current = (item: NavItem) => item.paths.includes(pathname);

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
    <AppBar position="sticky" color="primary" elevation={0} component="header">
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
                  onClick={(event: MouseEvent<HTMLElement>) => setMenuAnchor(event.currentTarget)}
                >
                  {user.firstName || 'Account'}
                </Button>
                <Menu id="account-menu" anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
                  <MenuItem component={RouterLink} to="/customer-dashboard" onClick={() => setMenuAnchor(null)}>
                    Dashboard
                  </MenuItem>
                  <MenuItem component={RouterLink} to="/customer-dashboard?tab=profile" onClick={() => setMenuAnchor(null)}>
                    Profile
                  </MenuItem>
                  <MenuItem onClick={logout}>Logout</MenuItem>
                </Menu>
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
            onClick={() => setSheetOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>

      {mobile && (
        <Drawer
          anchor="right"
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          slotProps={{ paper: { id: 'navigation-sheet', role: 'dialog', 'aria-labelledby': 'navigation-sheet-title', sx: { width: 280 } } }}
        >
          <Box sx={{ p: 2 }}>
            <Typography id="navigation-sheet-title" component="h2" variant="h6">
              Navigation
            </Typography>
          </Box>
          <Divider />
          <Box component="nav" aria-label="Main">
            <List>
              {NAV_ITEMS.map((item) => (
                <ListItemButton key={item.to} component={RouterLink} to={item.to} selected={current(item)} aria-current={current(item) ? 'page' : undefined}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))}
            </List>
          </Box>
          <Divider />
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {user ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>{welcomeText(user.firstName)}</Typography>
                <Button component={RouterLink} to="/customer-dashboard" variant="contained" onClick={() => setSheetOpen(false)}>
                  Dashboard
                </Button>
                <Button variant="outlined" onClick={logout}>
                  Logout
                </Button>
              </>
            ) : (
              <Button component={RouterLink} to="/customer-login" variant="contained">
                Customer Login
              </Button>
            )}
          </Box>
        </Drawer>
      )}
    </AppBar>
  );
}
