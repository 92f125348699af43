import { ADMIN_MESSAGES, MOBILE_ORDER_STATUS_TABS, type OrderStatusTab } from '@apostille/domain';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useGetOne, useInfiniteGetList, useStore } from 'react-admin';
import { StatCard, UNKNOWN_FIGURE } from '../components/StatCard';
import type { AdminOrder, AdminStats } from '../dataProvider/types';
import { formatDollars } from '../format/money';
import { CreateOrderDialog } from '../orders/CreateOrderDialog';
import { OrderCardStack } from '../orders/OrderCard';
import { tabCount } from '../orders/StatusTabs';
import { OpenRequests } from '../dashboard/OpenRequests';
import { EMPTY_MOBILE_FILTER, MOBILE_OVERVIEW_FILTER_KEY, type MobileOverviewFilter, ordersFilterOf, tabOf } from './mobileOverviewFilter';

const CARDS_PER_PAGE = 20;
/** Typing settles before the list is asked for again, so each key press does not cost a query. */
const SEARCH_SETTLE_MS = 300;

/**
 * The Overview on a phone (admin spec, mobile view): the four stat cards, a search box, status
 * tabs All / Pending / Processing / Complete with their counts, order cards, and a floating add
 * button that opens Create Order. The tab counts are the stat cards' groups, so they always agree.
 */
export function MobileOverview() {
  const [filter, setFilter] = useStore<MobileOverviewFilter>(MOBILE_OVERVIEW_FILTER_KEY, EMPTY_MOBILE_FILTER);
  const [search, setSearch] = useState(filter.q);
  const [creating, setCreating] = useState(false);
  const stats = useGetOne<AdminStats>('stats', { id: 'current' });
  const orders = useInfiniteGetList<AdminOrder>('orders', {
    pagination: { page: 1, perPage: CARDS_PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: ordersFilterOf(filter),
  });
  const s = stats.data;
  const tab = tabOf(filter);

  useEffect(() => {
    const term = search.trim();
    if (term === filter.q) return undefined;
    const timer = setTimeout(() => setFilter({ ...filter, q: term }), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search, filter, setFilter]);

  const cards = orders.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box sx={{ mt: 2, pb: 10, display: 'grid', gap: 2 }}>
      <Title title="Overview" />
      <Typography variant="h5" component="h1">
        Overview
      </Typography>
      {stats.error ? <Alert severity="error">{ADMIN_MESSAGES.fetchStatsFailed}</Alert> : null}
      <OpenRequests />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
        <StatCard label="Total Orders" value={s ? String(s.totalOrders) : UNKNOWN_FIGURE} loading={stats.isPending} />
        <StatCard label="Processing" value={s ? String(s.processingOrders) : UNKNOWN_FIGURE} loading={stats.isPending} />
        <StatCard label="Completed" value={s ? String(s.completedOrders) : UNKNOWN_FIGURE} loading={stats.isPending} />
        <StatCard label="Revenue" value={s ? formatDollars(s.totalRevenue) : UNKNOWN_FIGURE} loading={stats.isPending} />
      </Box>
      <TextField
        type="search"
        label="Search orders"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        fullWidth
      />
      <Tabs value={tab.id} onChange={(_event, id: OrderStatusTab['id']) => setFilter({ ...filter, tab: id })} variant="fullWidth" aria-label="Order status">
        {MOBILE_ORDER_STATUS_TABS.map((each) => {
          const count = tabCount(each, s);
          return (
            <Tab
              key={each.id}
              value={each.id}
              sx={{ minWidth: 0, px: 0.5, textTransform: 'none' }}
              label={
                <Box component="span" sx={{ display: 'grid', lineHeight: 1.2 }}>
                  <span>{each.label}</span>
                  <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                    {count === undefined ? UNKNOWN_FIGURE : count}
                  </Box>
                </Box>
              }
            />
          );
        })}
      </Tabs>
      <Box component="section" aria-label="Orders">
        {orders.error ? (
          <Alert severity="error">{ADMIN_MESSAGES.fetchOrdersFailed}</Alert>
        ) : orders.isPending ? (
          <Skeleton variant="rectangular" height={200} />
        ) : (
          <OrderCardStack orders={cards} />
        )}
        {orders.hasNextPage && (
          <Button onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage} fullWidth sx={{ mt: 1.5 }}>
            {orders.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </Box>
      <Fab color="primary" aria-label="Add order" onClick={() => setCreating(true)} sx={{ position: 'fixed', right: 16, bottom: 16 }}>
        <AddIcon />
      </Fab>
      {creating && <CreateOrderDialog open onClose={() => setCreating(false)} />}
    </Box>
  );
}
