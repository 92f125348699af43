import { MOBILE_ORDER_STATUS_TABS, type OrderStatusTab } from '@apostille/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useListContext } from 'react-admin';
import { UNKNOWN_FIGURE } from '../components/StatCard';
import type { AdminOrder, AdminStats } from '../dataProvider/types';
import { useOrderTabCounts } from './list/useOrderTabCounts';

export function tabCount(tab: OrderStatusTab, stats: AdminStats | undefined): number | undefined {
  if (!stats) return undefined;
  const counts: Record<OrderStatusTab['id'], number> = {
    all: stats.totalOrders,
    pending: stats.pendingOrders,
    processing: stats.processingOrders,
    complete: stats.completedOrders,
  };
  return counts[tab.id];
}

/** Which tab a list filter is on: the one whose status or status group it has, else All. */
function selectedTab(filter: { status?: unknown; statusGroup?: unknown }): OrderStatusTab['id'] | false {
  if (filter.statusGroup) return MOBILE_ORDER_STATUS_TABS.find((tab) => tab.filter.statusGroup === filter.statusGroup)?.id ?? false;
  if (!filter.status || filter.status === 'all') return 'all';
  return MOBILE_ORDER_STATUS_TABS.find((tab) => tab.filter.status === filter.status)?.id ?? false;
}

/**
 * All / Pending / Processing / Complete above the orders, each with its count for the list's current
 * search and office (the Overview's stat groups, counted by the server). A tab replaces the status
 * filter; the search stays, and so do the counts.
 */
export function StatusTabs() {
  const list = useListContext<AdminOrder>();
  const { setFilters } = list;
  // react-admin types the filters as `any`; ours are the dataProvider's order filters.
  const filterValues = list.filterValues as Record<string, unknown>;
  const displayedFilters = list.displayedFilters as Record<string, boolean>;
  const counts = useOrderTabCounts(filterValues);
  const choose = (id: OrderStatusTab['id']) => {
    const tab = MOBILE_ORDER_STATUS_TABS.find((each) => each.id === id) ?? MOBILE_ORDER_STATUS_TABS[0];
    const { status: _status, statusGroup: _group, ...rest } = filterValues;
    setFilters({ ...rest, ...tab.filter }, displayedFilters);
  };
  return (
    <Tabs
      value={selectedTab(filterValues)}
      onChange={(_event, id: OrderStatusTab['id']) => choose(id)}
      variant="fullWidth"
      aria-label="Order status"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {MOBILE_ORDER_STATUS_TABS.map((tab) => {
        const count = counts?.[tab.id];
        return (
          <Tab
            key={tab.id}
            value={tab.id}
            data-testid={`status-tab-${tab.id}`}
            sx={{ minWidth: 0, px: 0.5, textTransform: 'none' }}
            label={
              <Box component="span" sx={{ display: 'grid', lineHeight: 1.2 }}>
                <span>{tab.label}</span>
                <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                  {count === undefined ? UNKNOWN_FIGURE : count}
                </Box>
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
