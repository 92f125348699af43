import { Permission } from '@apostille/domain';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import BarChartIcon from '@mui/icons-material/BarChart';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupIcon from '@mui/icons-material/Group';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import StorefrontIcon from '@mui/icons-material/Storefront';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import NotificationsIcon from '@mui/icons-material/Notifications';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TranslateIcon from '@mui/icons-material/Translate';
import type { ReactElement } from 'react';
import { CANCELLATIONS_TITLE } from '../cancellations';
import { CANCELLATION_REQUESTS } from '../dataProvider/cancellationRequests';
import { REFUNDED_CHECKOUTS } from '../dataProvider/refundedCheckouts';
import { ROUTE_CHANGES } from '../dataProvider/routeChanges';
import { REFUNDED_CHECKOUTS_TITLE } from '../refunded-checkouts';
import { ROUTE_CHANGES_TITLE } from '../route-changes';
import { WHOLESALE_APPLICATIONS } from '../dataProvider/wholesaleApplications';
import { OPT_OUT_REQUESTS } from '../dataProvider/privacyRequests';
import { WHOLESALE_TITLE } from '../wholesale';
import { PRIVACY_TITLE } from '../privacy';

/** One menu entry; shown only to roles holding `permission` (the page itself says "not allowed" to the others). */
export interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
  permission: Permission;
}

/**
 * The tabs of requirements A2 in their order, with Refunded checkouts after Orders. Messages has its
 * own item (it shows the unread count) and sits between `before` and `after`.
 */
export const MENU_ENTRIES: { before: MenuEntry[]; after: MenuEntry[] } = {
  before: [
    { to: '/orders', label: 'Orders', icon: <ReceiptLongIcon />, permission: Permission.ReadOrders },
    { to: '/batch-sheets', label: 'Batch sheets', icon: <MarkunreadMailboxIcon />, permission: Permission.ReadOrders },
    // Payments that never became an order sit beside the orders.
    { to: `/${REFUNDED_CHECKOUTS}`, label: REFUNDED_CHECKOUTS_TITLE, icon: <MoneyOffIcon />, permission: Permission.ReadOrders },
    // Open orders whose routes changed after they were placed (the daily route check).
    { to: `/${ROUTE_CHANGES}`, label: ROUTE_CHANGES_TITLE, icon: <AltRouteIcon />, permission: Permission.ReadOrders },
    // Customers' cancellation requests; admins and owners decide them.
    { to: `/${CANCELLATION_REQUESTS}`, label: CANCELLATIONS_TITLE, icon: <EventBusyIcon />, permission: Permission.ReadOrders },
    { to: '/automation', label: 'Automation', icon: <AutoModeIcon />, permission: Permission.UpdateOrders },
  ],
  after: [
    { to: '/translations', label: 'Translations', icon: <TranslateIcon />, permission: Permission.UpdateOrders },
    { to: '/analytics', label: 'Analytics', icon: <BarChartIcon />, permission: Permission.ViewAnalytics },
    { to: '/notifications', label: 'Notifications', icon: <NotificationsIcon />, permission: Permission.ManageMessages },
    // Requests from the public forms: wholesale applications (a price decision) and CCPA requests.
    { to: `/${WHOLESALE_APPLICATIONS}`, label: WHOLESALE_TITLE, icon: <StorefrontIcon />, permission: Permission.ManageWholesale },
    { to: `/${OPT_OUT_REQUESTS}`, label: PRIVACY_TITLE, icon: <PrivacyTipIcon />, permission: Permission.ManagePrivacyRequests },
    { to: '/scan-packing-slip', label: 'Scan packing slip', icon: <QrCodeScannerIcon />, permission: Permission.UpdateOrders },
    { to: '/staff', label: 'Staff', icon: <GroupIcon />, permission: Permission.ManageStaff },
  ],
};
