import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_MESSAGES,
  cancellationAllowed,
  dollarsToCents,
  formatUsd,
  type CustomerCancellation,
  DASHBOARD_MESSAGES,
  DASHBOARD_RECENT_ORDERS,
  documentsSummary,
  getServiceTier,
  orderCounters,
  trackingLink,
  type CustomerOrderListItem,
} from '@apostille/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { customerApi } from '../../session/customerApi';
import { StatusChip } from '../TrackingPage';
import { CancelOrderDialog } from './CancelOrderDialog';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function StatusIcon({ status }: { status: string }) {
  const props = { 'aria-hidden': true, fontSize: 'large' as const };
  if (status === 'delivered' || status === 'completed') return <CheckCircleIcon {...props} sx={{ color: '#15803d' }} />;
  if (status === 'shipped') return <LocalShippingIcon {...props} sx={{ color: '#7e22ce' }} />;
  if (status === 'apostille_complete') return <VerifiedIcon {...props} sx={{ color: '#7e22ce' }} />;
  if (status === 'processing') return <AutorenewIcon {...props} sx={{ color: '#1d4ed8' }} />;
  if (status === 'pending') return <ScheduleIcon {...props} sx={{ color: '#a16207' }} />;
  return <DescriptionIcon {...props} sx={{ color: '#4b5563' }} />;
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface OrdersTabProps {
  orders: CustomerOrderListItem[] | null;
  failed: boolean;
  email: string;
  emailVerified: boolean;
}

/** More orders are shown this many at a time once the customer asks for all of them. */
const MORE_ORDERS_STEP = 20;

/** What the order was: tier, destination, documents and, while in progress, when it will be ready. */
function OrderSummaryLines({ order }: { order: CustomerOrderListItem }) {
  const tier = order.serviceLevel ? (getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel) : null;
  const documents = documentsSummary(order);
  return (
    <>
      {(tier || order.destinationCountry) && (
        <Typography variant="body2">{[tier, order.destinationCountry ? `for ${order.destinationCountry}` : null].filter(Boolean).join(' ')}</Typography>
      )}
      {documents && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {documents}
        </Typography>
      )}
      {order.expectedCompletion && (
        <Typography variant="body2" color="text.secondary" data-testid="order-expected-completion">
          {order.expectedCompletion.text}
        </Typography>
      )}
    </>
  );
}

/** What became of the order's cancellation request, in the customer's words. */
function CancellationLine({ request }: { request: CustomerCancellation }) {
  let text: string;
  if (request.status === 'open') text = 'Cancellation requested: our team is reviewing it.';
  else if (request.status === 'declined') text = `Cancellation declined: ${request.declineReason ?? 'please contact us.'}`;
  else if (!request.refund) text = 'Cancelled at your request.';
  else
    text = `Cancelled at your request. ${request.refundStatus === 'refunded' ? 'Refunded' : 'Refund of'} ${formatUsd(dollarsToCents(request.refund))}${request.refundStatus === 'refunded' ? '' : ' on its way'}.`;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="order-cancellation">
      {text}
    </Typography>
  );
}

/** The newest cancellation request of each order that has one; without them the rows simply say nothing of it. */
function useCancellations(load: boolean): [Map<string, CustomerCancellation>, (request: CustomerCancellation) => void] {
  const [byOrder, setByOrder] = useState(new Map<string, CustomerCancellation>());
  useEffect(() => {
    if (!load) return;
    let active = true;
    customerApi.cancellations().then(
      (answer) => active && setByOrder(new Map(answer.cancellations.map((request) => [request.orderNumber, request]))),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [load]);
  const add = (request: CustomerCancellation) => setByOrder((current) => new Map(current).set(request.orderNumber, request));
  return [byOrder, add];
}

/** My Orders: counters and the 5 newest orders (requirements C2), then every order on request, 20 at a time. */
export function OrdersTab({ orders, failed, email, emailVerified }: OrdersTabProps) {
  const counters = orderCounters(orders ?? []);
  const [shown, setShown] = useState(DASHBOARD_RECENT_ORDERS);
  const [cancellations, addCancellation] = useCancellations(Boolean(orders?.length));
  const [cancelling, setCancelling] = useState<string | null>(null);
  let list: ReactNode;
  if (failed) list = <Alert severity="error">{DASHBOARD_MESSAGES.fetchOrdersFailed}</Alert>;
  else if (orders === null) list = <Typography color="text.secondary">Loading your orders...</Typography>;
  else if (orders.length === 0)
    list = (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <DescriptionIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h3" component="p" sx={{ fontSize: '1.2rem', mt: 1 }}>
          {DASHBOARD_MESSAGES.noOrders}
        </Typography>
        <Button component={RouterLink} to="/order" variant="contained" sx={{ mt: 2 }}>
          Create Your First Order
        </Button>
      </Box>
    );
  else
    list = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Recent Orders">
        {orders.slice(0, shown).map((order) => (
          <Card component="li" variant="outlined" key={order.id}>
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
              <StatusIcon status={order.status} />
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>Order #{order.orderNumber}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {shortDate(order.createdAt)}
                </Typography>
                <OrderSummaryLines order={order} />
                {cancellations.has(order.orderNumber) && <CancellationLine request={cancellations.get(order.orderNumber)!} />}
              </Box>
              <Typography sx={{ fontWeight: 700 }}>${order.totalAmount.toFixed(2)}</Typography>
              <StatusChip status={order.status} />
              <Button
                component={RouterLink}
                to={trackingLink(order.orderNumber, email)}
                variant="outlined"
                size="small"
                aria-label={`View Details of order ${order.orderNumber}`}
              >
                View Details
              </Button>
              {cancellationAllowed(order.status) && cancellations.get(order.orderNumber)?.status !== 'open' && (
                <Button
                  variant="text"
                  color="error"
                  size="small"
                  onClick={() => setCancelling(order.orderNumber)}
                  aria-label={`Request cancellation of order ${order.orderNumber}`}
                >
                  Request cancellation
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Counter label="Total Orders" value={counters.total} />
        <Counter label="In Progress" value={counters.inProgress} />
        <Counter label="Completed" value={counters.completed} />
      </Stack>
      <Box component="section" aria-labelledby="recent-orders-heading">
        <Typography id="recent-orders-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Recent Orders
        </Typography>
        {!emailVerified && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {ACCOUNT_MESSAGES.confirmEmailHint}
          </Alert>
        )}
        {list}
        {cancelling && (
          <CancelOrderDialog
            orderNumber={cancelling}
            onClose={() => setCancelling(null)}
            onRequested={(request) => {
              addCancellation(request);
              setCancelling(null);
            }}
          />
        )}
        {orders && shown < orders.length && (
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setShown((n) => n + MORE_ORDERS_STEP)}>
            Show {Math.min(MORE_ORDERS_STEP, orders.length - shown)} older {orders.length - shown === 1 ? 'order' : 'orders'}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
