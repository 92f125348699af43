import { ADMIN_MESSAGES, ADMIN_OVERVIEW_RECENT_ORDERS, getServiceTier } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useGetList, useGetOne } from 'react-admin';
import type { AdminOrder, AdminStats } from '../dataProvider/types';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { StatusChip } from '../orders/StatusChip';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { StatCard, UNKNOWN_FIGURE } from '../components/StatCard';
import { MobileOverview } from '../mobile/MobileOverview';
import { useIsPhone } from '../mobile/useIsPhone';
import { OpenRequests } from './OpenRequests';

/** Overview: on a phone the mobile view replaces it (requirements A1). */
export function Dashboard() {
  return useIsPhone() ? <MobileOverview /> : <DesktopOverview />;
}

/** Overview: the four stat cards and the 10 most recent orders (requirements A2, A9). */
function DesktopOverview() {
  const stats = useGetOne<AdminStats>('stats', { id: 'current' });
  const recent = useGetList<AdminOrder>('orders', {
    pagination: { page: 1, perPage: ADMIN_OVERVIEW_RECENT_ORDERS },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });
  const s = stats.data;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Overview" />
      <Typography variant="h4" component="h1">
        Overview
      </Typography>
      {stats.error ? <Alert severity="error">{ADMIN_MESSAGES.fetchStatsFailed}</Alert> : null}
      <OpenRequests />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {/* Figures that failed to load show a dash, never a zero that looks real. */}
        <StatCard label="Total Orders" value={s ? String(s.totalOrders) : UNKNOWN_FIGURE} loading={stats.isPending} />
        <StatCard label="Completed" value={s ? String(s.completedOrders) : UNKNOWN_FIGURE} loading={stats.isPending} />
        <StatCard label="Processing" value={s ? String(s.processingOrders) : UNKNOWN_FIGURE} loading={stats.isPending} />
        <StatCard label="Revenue" value={s ? formatDollars(s.totalRevenue) : UNKNOWN_FIGURE} loading={stats.isPending} />
      </Box>
      <Card component="section" aria-label="Recent orders">
        <CardHeader title="Recent Orders" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          {recent.error ? (
            <Alert severity="error">{ADMIN_MESSAGES.fetchOrdersFailed}</Alert>
          ) : recent.isPending ? (
            <Skeleton variant="rectangular" height={120} />
          ) : recent.data && recent.data.length > 0 ? (
            <List dense disablePadding>
              {recent.data.map((order) => (
                <ListItem key={order.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <ListItemText
                    primary={
                      <>
                        <OrderNumberLink id={Number(order.id)} orderNumber={order.orderNumber} /> · {order.customerFirstName} {order.customerLastName}
                      </>
                    }
                    secondary={`${formatOrderDate(order.createdAt)} · ${getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel} · ${order.documentCount} doc(s) · ${order.destinationCountry}`}
                    sx={{ flex: '1 1 240px' }}
                  />
                  <StatusChip status={order.status} />
                  <Typography variant="body2" sx={{ minWidth: 80, textAlign: 'right' }}>
                    {formatDollars(order.totalAmount)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">No orders yet.</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
