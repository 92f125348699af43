import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, trackingLink } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { customerApi, failureText, type BatchDetail } from '../../../session/customerApi';
import { UploadScansButton } from './UploadScansButton';

/** Orders shown at a time: a batch may have thousands. */
const PAGE = 25;
const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';

/**
 * A batch's orders: number (to its tracking page, as the Orders tab links), status, reference,
 * total, paid, and its scans: "Upload scans" until the order has them, "Scans received" after.
 */
export function BatchOrders({ batch, email }: { batch: BatchDetail; email: string }) {
  const [shown, setShown] = useState(PAGE);
  /** Scans still missing per order number; absent until read. */
  const [missing, setMissing] = useState<Map<string, number>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const visible = batch.orders.slice(0, shown);
  const numbers = visible.map((order) => order.orderNumber).join(',');

  useEffect(() => {
    if (!numbers) return;
    let live = true;
    customerApi
      .orderScans(numbers.split(','))
      .then(({ scans }) => {
        if (!live) return;
        setMissing((before) => {
          const next = new Map(before);
          for (const scan of scans) next.set(scan.orderNumber, Math.max(scan.documentCount - scan.uploaded, 0));
          return next;
        });
      })
      .catch((failure: unknown) => live && setError(failureText(failure, 'Could not read which orders have their scans.', NETWORK_ERROR)));
    return () => {
      live = false;
    };
  }, [numbers]);

  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`Orders of batch B-${batch.id}`}>
        {visible.map((order) => {
          const left = missing.get(order.orderNumber);
          return (
            <Box
              component="li"
              key={order.orderNumber}
              data-order={order.orderNumber}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Link component={RouterLink} to={trackingLink(order.orderNumber, email)} sx={{ fontWeight: 700 }}>
                  {order.orderNumber}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {order.customerReference ? `Reference ${order.customerReference}` : 'No reference'}
                </Typography>
              </Box>
              <Chip size="small" label={order.status} variant="outlined" />
              <Typography sx={{ fontWeight: 700 }}>{formatUsd(order.totalCents)}</Typography>
              <Chip size="small" label={order.paid ? 'Paid' : 'Unpaid'} color={order.paid ? 'success' : 'default'} />
              {left === 0 && <Chip size="small" label="Scans received" color="success" variant="outlined" />}
              {left !== undefined && left > 0 && (
                <UploadScansButton
                  orderNumber={order.orderNumber}
                  most={left}
                  onUploaded={(count) => setMissing((before) => new Map(before).set(order.orderNumber, Math.max(left - count, 0)))}
                />
              )}
            </Box>
          );
        })}
      </Stack>
      {batch.orders.length > visible.length && (
        <Button variant="outlined" onClick={() => setShown((count) => count + PAGE)} sx={{ alignSelf: 'center' }}>
          Show {Math.min(PAGE, batch.orders.length - visible.length)} more of {batch.orders.length - visible.length}
        </Button>
      )}
    </Stack>
  );
}
