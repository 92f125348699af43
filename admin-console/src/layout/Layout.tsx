import { Permission } from '@apostille/domain';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import NotificationsIcon from '@mui/icons-material/Notifications';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Menu, TitlePortal } from 'react-admin';
import { can } from '../auth/permissions';
import { REFUNDED_CHECKOUTS } from '../dataProvider/refundedCheckouts';
import { REFUNDED_CHECKOUTS_TITLE } from '../refunded-checkouts';
import { ROUTE_CHANGES } from '../dataProvider/routeChanges';
import { ROUTE_CHANGES_TITLE } from '../route-changes';
import { CANCELLATIONS_TITLE } from '../cancellations';
import { CANCELLATION_REQUESTS } from '../dataProvider/cancellationRequests';
import EventBusyIcon from '@mui/icons-material/EventBusy';
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

/** The tabs of requirements A2 in its order, with Refunded checkouts after Orders. */
function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Overview" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/orders" primaryText="Orders" leftIcon={<ReceiptLongIcon />} />
      {can(Permission.ReadOrders) && <Menu.Item to="/batch-sheets" primaryText="Batch sheets" leftIcon={<MarkunreadMailboxIcon />} />}
      {/* Payments that never became an order sit beside the orders; every staff role reads them today. */}
      {can(Permission.ReadOrders) && <Menu.Item to={`/${REFUNDED_CHECKOUTS}`} primaryText={REFUNDED_CHECKOUTS_TITLE} leftIcon={<MoneyOffIcon />} />}
      {/* Open orders whose routes changed after they were placed (the daily route check). */}
      {can(Permission.ReadOrders) && <Menu.Item to={`/${ROUTE_CHANGES}`} primaryText={ROUTE_CHANGES_TITLE} leftIcon={<AltRouteIcon />} />}
      {/* Customers' cancellation requests; admins and owners decide them. */}
      {can(Permission.ReadOrders) && <Menu.Item to={`/${CANCELLATION_REQUESTS}`} primaryText={CANCELLATIONS_TITLE} leftIcon={<EventBusyIcon />} />}
      <Menu.Item to="/automation" primaryText="Automation" leftIcon={<AutoModeIcon />} />
      <MessagesMenuItem />
      <Menu.Item to="/translations" primaryText="Translations" leftIcon={<TranslateIcon />} />
      {can(Permission.ViewAnalytics) && <Menu.Item to="/analytics" primaryText="Analytics" leftIcon={<BarChartIcon />} />}
      <Menu.Item to="/notifications" primaryText="Notifications" leftIcon={<NotificationsIcon />} />
      {can(Permission.UpdateOrders) && <Menu.Item to="/scan-packing-slip" primaryText="Scan packing slip" leftIcon={<QrCodeScannerIcon />} />}
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
