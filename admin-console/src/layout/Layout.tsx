import DashboardIcon from '@mui/icons-material/Dashboard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Menu, TitlePortal } from 'react-admin';
import { can } from '../auth/permissions';
import { MessagesMenuItem } from '../messages/MessagesMenuItem';
import { HeaderActions } from './HeaderActions';
import { MENU_ENTRIES, type MenuEntry } from './menuEntries';

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

function MenuItems({ entries }: { entries: MenuEntry[] }) {
  return (
    <>
      {entries
        .filter((entry) => can(entry.permission))
        .map((entry) => (
          <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
        ))}
    </>
  );
}

/** The tabs of requirements A2 (menuEntries.tsx): each role sees only the screens it may use. */
function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Overview" leftIcon={<DashboardIcon />} />
      <MenuItems entries={MENU_ENTRIES.before} />
      <MessagesMenuItem />
      <MenuItems entries={MENU_ENTRIES.after} />
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
