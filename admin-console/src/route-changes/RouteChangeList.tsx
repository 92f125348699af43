import { formatUsd, Permission } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, useListContext, useRefresh, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can } from '../auth/permissions';
import { PageTitle } from '../components/PageTitle';
import type { RouteChangeRow } from '../dataProvider/routeChanges';
import { ROUTE_CHANGES } from '../dataProvider/routeChanges';
import { formatOrderDate } from '../format/date';
import { Fact, FactList } from '../components/FactList';
import { serverMessageOf } from '../api/request';
import { useToast } from '../toast/useToast';

export const ROUTE_CHANGES_TITLE = 'Route changes';
export const NO_ROUTE_CHANGES = 'No route changes';
const FETCH_ROUTE_CHANGES_FAILED = 'Failed to fetch route changes';

const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

/** A fee difference in dollars with its sign: "−$20.00", "+$5.00", "no change". */
export function formatFeeDelta(cents: number): string {
  if (cents === 0) return 'no change';
  return `${cents < 0 ? '−' : '+'}${formatUsd(Math.abs(cents))}`;
}

function MarkReviewed({ change }: { change: RouteChangeRow }) {
  const [update, { isPending }] = useUpdate();
  const toast = useToast();
  const refresh = useRefresh();
  if (change.reviewedAt) return <Typography variant="body2">Reviewed {formatOrderDate(change.reviewedAt)}</Typography>;
  if (!can(Permission.UpdateOrders)) return <Typography variant="body2">Not reviewed</Typography>;
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={isPending}
      onClick={() =>
        void update(
          ROUTE_CHANGES,
          { id: change.id, data: { reviewed: true }, previousData: change },
          { onSuccess: () => refresh(), onError: (error) => toast('Could not mark the change reviewed', serverMessageOf(error, 'Please try again'), 'error') },
        )
      }
    >
      Mark reviewed
    </Button>
  );
}

/** One change: the order (a link to its page), when it was found, what changes per document, the fee difference, the customer e-mail. */
function RouteChangeCard({ change }: { change: RouteChangeRow }) {
  return (
    <Card component="article" variant="outlined" aria-label={`Route change of order ${change.orderNumber ?? change.orderId}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={`/orders/${change.orderId}`}>
              {change.orderNumber ?? `Order ${change.orderId}`}
            </Link>
          </Typography>
          <MarkReviewed change={change} />
        </Box>
        <FactList>
          <Fact label="Detected">{formatOrderDate(change.detectedAt)}</Fact>
          {change.changes.map((document) => (
            <Fact key={document.documentNumber} label={`Document ${document.documentNumber}`}>
              {document.documentType}: {document.before} → <strong>{document.after}</strong>
            </Fact>
          ))}
          <Fact label="Fee difference">{formatFeeDelta(change.feeDeltaCents)} (not charged automatically)</Fact>
          <Fact label="Customer e-mailed">{change.customerMailedAt ? `Yes, ${formatOrderDate(change.customerMailedAt)}` : 'No'}</Fact>
        </FactList>
      </CardContent>
    </Card>
  );
}

function RouteChangeCards() {
  const { data, isPending } = useListContext<RouteChangeRow>();
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((change) => (
        <RouteChangeCard key={change.id} change={change} />
      ))}
    </Stack>
  );
}

/**
 * Open orders whose document routes changed after they were placed (a treaty came into force, the
 * route data changed), found by the daily check. The customer was e-mailed; staff contact them about
 * any fee difference and mark the change reviewed. Cards at every width: the texts are long, and a
 * card wraps them where a table would scroll sideways.
 */
export function RouteChangeList() {
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <PageTitle title={ROUTE_CHANGES_TITLE} />
      <List
        title={false}
        actions={false}
        perPage={ROWS_PER_PAGE_OPTIONS[0]}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {NO_ROUTE_CHANGES}
          </Typography>
        }
        error={<Alert severity="error">{FETCH_ROUTE_CHANGES_FAILED}</Alert>}
      >
        <RouteChangeCards />
      </List>
    </Box>
  );
}
