import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@apostille/domain';
import type { BatchDetail } from '../../../session/customerApi';
import { BatchPayment } from './BatchPayment';

/** The batch just placed: how many orders, its total, and how it is paid. */
export function PlacedBatch({ batch }: { batch: BatchDetail }) {
  const orders = batch.rowCount === 1 ? '1 order' : `${batch.rowCount} orders`;
  return (
    <Card variant="outlined" component="section" aria-label="Placed batch">
      <CardContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          Batch B-{batch.id} placed: {orders}, total {formatUsd(batch.totalCents)}.
        </Alert>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {batch.payment.method === 'monthly-invoice'
            ? 'Your account is billed monthly: this batch is on your next invoice.'
            : batch.payment.status === 'paid'
              ? 'This batch is paid.'
              : 'Pay the batch once for all its orders. Then upload each order’s scans in "Your batches" below.'}
        </Typography>
        <Box>
          <BatchPayment batch={batch} />
        </Box>
      </CardContent>
    </Card>
  );
}
