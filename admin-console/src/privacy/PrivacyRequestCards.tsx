import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CCPA_REQUEST_STATUS_LABELS, DELETION_REQUEST_STATUS_LABELS, formatLongDate } from '@apostille/domain';
import { useState } from 'react';
import { Fact, FactList } from '../components/FactList';
import type { DeletionRequestRow, OptOutRequestRow } from '../dataProvider/privacyRequests';
import { formatOrderDate } from '../format/date';
import { OptOutDecisionDialog } from './OptOutDecisionDialog';

const isOpen = (status: string) => status === 'received' || status === 'acknowledged';

function Heading({ title, status, color }: { title: string; status: string; color: 'warning' | 'success' | 'default' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Chip size="small" label={status} color={color} />
    </Box>
  );
}

/** An opt-out request: who, how they are verified, the statutory dates, and the answer or the buttons to give it. */
export function OptOutRequestCard({ request }: { request: OptOutRequestRow }) {
  const [deciding, setDeciding] = useState<'completed' | 'declined' | null>(null);
  const open = isOpen(request.status);
  return (
    <Card component="article" variant="outlined" aria-label={`Opt-out request of ${request.firstName} ${request.lastName}`}>
      <CardContent>
        <Heading
          title={`${request.firstName} ${request.lastName}`}
          status={CCPA_REQUEST_STATUS_LABELS[request.status] ?? request.status}
          color={open ? 'warning' : request.status === 'completed' ? 'success' : 'default'}
        />
        <FactList>
          <Fact label="E-mail">{request.email}</Fact>
          {request.phone && <Fact label="Phone">{request.phone}</Fact>}
          <Fact label="Verify by">{request.verificationMethod}</Fact>
          <Fact label="Received">{formatOrderDate(request.createdAt)}</Fact>
          {open && <Fact label="Acknowledge by">{formatLongDate(request.acknowledgeBy)}</Fact>}
          <Fact label="Answer by">{formatLongDate(request.respondBy)}</Fact>
          {request.description && <Fact label="Details">{request.description}</Fact>}
          {request.decidedAt && (
            <Fact label="Answered">
              {formatOrderDate(request.decidedAt)}
              {request.decidedBy ? ` by ${request.decidedBy}` : ''}
            </Fact>
          )}
          {request.decisionNote && <Fact label="Answer">{request.decisionNote}</Fact>}
        </FactList>
        {open && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="contained" onClick={() => setDeciding('completed')}>
              Mark done
            </Button>
            <Button size="small" variant="outlined" onClick={() => setDeciding('declined')}>
              Decline
            </Button>
          </Stack>
        )}
      </CardContent>
      {deciding && <OptOutDecisionDialog request={request} decision={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}

/** A deletion request staff recorded: whose, by whom, the deadline, and what the deletion job did or waits for. */
export function DeletionRequestCard({ request }: { request: DeletionRequestRow }) {
  const done = request.status === 'completed';
  return (
    <Card component="article" variant="outlined" aria-label={`Deletion request for ${request.email}`}>
      <CardContent>
        <Heading title={request.email} status={DELETION_REQUEST_STATUS_LABELS[request.status] ?? request.status} color={done ? 'success' : 'warning'} />
        <FactList>
          <Fact label="Recorded">
            {formatOrderDate(request.createdAt)}
            {request.requestedBy ? ` by ${request.requestedBy}` : ''}
          </Fact>
          {!done && <Fact label="Answer by">{formatLongDate(request.respondBy)}</Fact>}
          {request.note && <Fact label="Note">{request.note}</Fact>}
          {request.waitingForOrders.length > 0 && <Fact label="Waits for">{request.waitingForOrders.join(', ')} (still being processed)</Fact>}
          {request.completedAt && <Fact label="Done">{formatOrderDate(request.completedAt)} · the person was e-mailed</Fact>}
          {request.outcome && <Fact label="Outcome">{request.outcome}</Fact>}
        </FactList>
      </CardContent>
    </Card>
  );
}
