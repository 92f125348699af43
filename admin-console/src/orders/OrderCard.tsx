import { getServiceTier, orderHelpChatLink, orderHelpMailLink } from '@apostille/domain';
import ChatIcon from '@mui/icons-material/Chat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { StatusChip } from './StatusChip';
import { useOrderPagePath } from './useOrderPagePath';
import { Fact, FactList } from '../components/FactList';
import { PaymentChip, UnreadMarker, type OrderListRow } from './list/OrderMarks';

/**
 * One order on a phone (admin spec, mobile view): number, status badge, date, customer name,
 * e-mail, phone, service level, destination, document count and total, with View Details and
 * Contact (a chat with the customer prefilled about this order; e-mail when the phone cannot be one).
 * From the orders list it also says paid or unpaid, and marks unread customer messages.
 */
export function OrderCard({ order }: { order: OrderListRow }) {
  const chat = orderHelpChatLink(order);
  const orderPath = useOrderPagePath();
  return (
    <Card component="article" variant="outlined" aria-label={`Order ${order.orderNumber}`}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {order.orderNumber}
            <UnreadMarker order={order} />
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <PaymentChip order={order} />
            <StatusChip status={order.status} />
          </Box>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {formatOrderDate(order.createdAt)}
        </Typography>
        <FactList>
          <Fact label="Customer">{`${order.customerFirstName} ${order.customerLastName}`}</Fact>
          <Fact label="Email">{order.customerEmail}</Fact>
          <Fact label="Phone">{order.customerPhone ?? '—'}</Fact>
          <Fact label="Service">{getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel}</Fact>
          <Fact label="Destination">{order.destinationCountry}</Fact>
          <Fact label="Documents">{String(order.documentCount)}</Fact>
          <Fact label="Total">{formatDollars(order.totalAmount)}</Fact>
        </FactList>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, gap: 1 }}>
        <Button component={Link} to={orderPath(order.id)} variant="contained" size="small">
          View Details
        </Button>
        <Button href={chat ?? orderHelpMailLink(order)} target="_blank" rel="noopener noreferrer" size="small" startIcon={<ChatIcon />}>
          Contact
        </Button>
      </CardActions>
    </Card>
  );
}

/** Cards one under another; the empty and failed states say so instead of showing nothing. */
export function OrderCardStack({ orders }: { orders: readonly OrderListRow[] }) {
  if (orders.length === 0) return <Typography color="text.secondary">No orders match.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Box>
  );
}
