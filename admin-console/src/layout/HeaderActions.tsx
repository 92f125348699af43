import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import LogoutIcon from '@mui/icons-material/Logout';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import GroupIcon from '@mui/icons-material/Group';
import SecurityIcon from '@mui/icons-material/Security';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useLogout, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_ORDER_MESSAGES, Permission } from '@apostille/domain';
import { exportOrders } from '../api/ordersApi';
import { serverMessageOf } from '../api/request';
import { useToast } from '../toast/useToast';
import { can } from '../auth/permissions';
import { CreateOrderDialog } from '../orders/CreateOrderDialog';
import { CustomOrderDialog } from '../orders/CustomOrderDialog';
import { EMPTY_MOBILE_FILTER, MOBILE_OVERVIEW_FILTER_KEY, type MobileOverviewFilter, ordersFilterOf } from '../mobile/mobileOverviewFilter';
import { useIsPhone } from '../mobile/useIsPhone';
import { GlobalSearch } from '../search/GlobalSearch';

interface ListParams {
  filter?: { q?: string; status?: string; statusGroup?: string };
}

/** Text button on wide screens, icon button with the same accessible name on narrow ones. */
function HeaderButton({ label, icon, onClick, compact }: { label: string; icon: ReactNode; onClick: () => void; compact: boolean }) {
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button color="inherit" startIcon={icon} onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
}

/** Header actions of requirements A2: Export (CSV), New Order, Custom Order, Security, Logout; Export only for roles that may export. */
export function HeaderActions() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const navigate = useNavigate();
  const logout = useLogout();
  // The orders list keeps its filters here; the export uses the same ones.
  const [listParams] = useStore<ListParams>('orders.listParams', {});
  // The phone Overview lists orders too, with its own search and tab.
  const [mobileFilter] = useStore<MobileOverviewFilter>(MOBILE_OVERVIEW_FILTER_KEY, EMPTY_MOBILE_FILTER);
  const isPhone = useIsPhone();
  const [dialog, setDialog] = useState<'create' | 'custom' | null>(null);
  const pathname = useLocation().pathname;
  const toast = useToast();

  /** Exactly the filter on the screen: the orders list's or the phone Overview's, every order elsewhere. */
  function filterOnScreen(): { status?: string; statusGroup?: string; search?: string } {
    if (pathname === '/orders') return { status: listParams.filter?.status, statusGroup: listParams.filter?.statusGroup, search: listParams.filter?.q };
    if (pathname === '/' && isPhone) {
      const { q, ...statuses } = ordersFilterOf(mobileFilter);
      return { ...statuses, search: q };
    }
    return {};
  }

  async function exportCsv() {
    try {
      await exportOrders(filterOnScreen());
      toast(ADMIN_ORDER_MESSAGES.exportStartedTitle, ADMIN_ORDER_MESSAGES.exportStarted, 'success');
    } catch (error) {
      // The spec only logs an export failure; staff are told too (docs/decisions.md).
      console.error('Orders export failed', error);
      toast(ADMIN_ORDER_MESSAGES.exportFailedTitle, serverMessageOf(error, 'The export could not be started'), 'error');
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <GlobalSearch />
      {can(Permission.ExportOrders) && <HeaderButton compact={compact} label="Export" icon={<DownloadIcon />} onClick={() => void exportCsv()} />}
      <HeaderButton compact={compact} label="New Order" icon={<AddIcon />} onClick={() => setDialog('create')} />
      <HeaderButton compact={compact} label="Custom Order" icon={<PlaylistAddIcon />} onClick={() => setDialog('custom')} />
      {can(Permission.ManageStaff) && <HeaderButton compact={compact} label="Staff" icon={<GroupIcon />} onClick={() => void navigate('/staff')} />}
      <HeaderButton compact={compact} label="Security" icon={<SecurityIcon />} onClick={() => void navigate('/security')} />
      <HeaderButton compact={compact} label="Logout" icon={<LogoutIcon />} onClick={() => void logout()} />
      {dialog === 'create' && <CreateOrderDialog open onClose={() => setDialog(null)} />}
      {dialog === 'custom' && <CustomOrderDialog open onClose={() => setDialog(null)} />}
    </Box>
  );
}
