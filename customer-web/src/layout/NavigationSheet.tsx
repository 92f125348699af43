import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { welcomeText } from '@apostille/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CachedCustomer } from '../session/customerSession';
import { isCurrentNavItem, NAV_ITEMS } from './navItems';

interface NavigationSheetProps {
  open: boolean;
  onClose: () => void;
  user: CachedCustomer | null;
  onLogout: () => void;
}

/** The phone's navigation: a sheet from the right with the main links and the account's. */
export function NavigationSheet({ open, onClose, user, onLogout }: NavigationSheetProps) {
  const { pathname } = useLocation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
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
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={isCurrentNavItem(item, pathname)}
              aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
            >
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
            <Button component={RouterLink} to="/customer-dashboard" variant="contained" onClick={onClose}>
              Dashboard
            </Button>
            <Button variant="outlined" onClick={onLogout}>
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
  );
}
