import AutoModeIcon from '@mui/icons-material/AutoMode';
import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Menu, TitlePortal } from 'react-admin';
import { MessagesMenuItem } from '../messages/MessagesMenuItem';
import { HeaderActions } from './HeaderActions';

function ConsoleAppBar() {
  return (
    <AppBar userMenu={false} toolbar={<HeaderActions />}>
      <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'block' }, mr: 2, whiteSpace: 'nowrap' }}>
        Apostille Admin
      </Typography>
      <TitlePortal variant="body1" sx={{ display: { xs: 'none', md: 'block' } }} />
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}

/** The tabs of spec §2 in its order. */
function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Overview" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/orders" primaryText="Orders" leftIcon={<ReceiptLongIcon />} />
      <Menu.Item to="/automation" primaryText="Automation" leftIcon={<AutoModeIcon />} />
      <MessagesMenuItem />
      <Menu.Item to="/translations" primaryText="Translations" leftIcon={<TranslateIcon />} />
      <Menu.Item to="/notifications" primaryText="Notifications" leftIcon={<NotificationsIcon />} />
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </RaLayout>
  );
}
