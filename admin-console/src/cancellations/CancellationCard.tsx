import { Permission } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can } from '../auth/permissions';
import { Fact, FactList } from '../components/FactList';
import { CANCELLATION_REQUESTS, type CancellationRequestRow } from '../dataProvider/cancellationRequests';
import { formatOrderDate } from '../format/date';
import { StatusChip } from '../orders/StatusChip';
import { CancellationDecisionDialog } from './CancellationDecisionDialog';

const REQUEST_LABELS: Record<string, { label: string; color: 'warning' | 'success' | 'default' }> = {
  open: { label: 'Waiting for a decision', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
};

function refundLine(request: CancellationRequestRow): string {
  if (request.status !== 'approved') return request.refundText;
  if (request.refundStatus === 'refunded') return `${request.refundText} Refunded.`;
  if (request.refundStatus === 'pending') return `${request.refundText} Not refunded yet.`;
  return request.refundText;
}

function RetryRefund({ request }: { request: CancellationRequestRow }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={isPending}
      onClick={() =>
        void update(
          CANCELLATION_REQUESTS,
          { id: request.id, data: {}, previousData: request, meta: { decision: 'retryRefund' } },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => refresh(),
            onError: (error) => notify(error instanceof Error ? error.message : 'The refund could not be retried', { type: 'error' }),
          },
        )
      }
    >
      Retry refund
    </Button>
  );
}

/** One request: the order (a link), the customer, their reason, the refund per the Terms, and staff's decision or the buttons to make it. */
export function CancellationCard({ request }: { request: CancellationRequestRow }) {
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null);
  const label = REQUEST_LABELS[request.status] ?? REQUEST_LABELS.open;
  const mayDecide = can(Permission.DecideCancellations);
  return (
    <Card component="article" variant="outlined" aria-label={`Cancellation request for ${request.orderNumber ?? `order ${request.orderId}`}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={`/orders/${request.orderId}`}>
              {request.orderNumber ?? `Order ${request.orderId}`}
            </Link>
          </Typography>
          <Chip size="small" label={label.label} color={label.color} />
          {request.orderStatus && <StatusChip status={request.orderStatus} />}
        </Box>
        <FactList>
          <Fact label="Customer">
            {request.customerName ?? '–'} {request.customerEmail ? `(${request.customerEmail})` : ''}
          </Fact>
          <Fact label="Requested">{formatOrderDate(request.createdAt)}</Fact>
          <Fact label="Reason">{request.reason ?? 'None given'}</Fact>
          <Fact label="Refund">{refundLine(request)}</Fact>
          {request.decidedAt && <Fact label="Decided">{formatOrderDate(request.decidedAt)}</Fact>}
          {request.decisionNote && <Fact label="Note">{request.decisionNote}</Fact>}
        </FactList>
        {request.refundStatus === 'pending' && request.refundError && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            The card processor has not refunded yet ({request.refundError}). It is retried automatically every few minutes.
          </Alert>
        )}
        {mayDecide && (request.status === 'open' || request.refundStatus === 'pending') && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            {request.status === 'open' && (
              <>
                <Button size="small" variant="contained" color="error" onClick={() => setDeciding('approve')}>
                  Approve and refund
                </Button>
                <Button size="small" variant="outlined" onClick={() => setDeciding('decline')}>
                  Decline
                </Button>
              </>
            )}
            {request.refundStatus === 'pending' && <RetryRefund request={request} />}
          </Stack>
        )}
        {!mayDecide && request.status === 'open' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            An admin or owner decides cancellations, because they refund money.
          </Typography>
        )}
      </CardContent>
      {deciding && <CancellationDecisionDialog request={request} decision={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}
