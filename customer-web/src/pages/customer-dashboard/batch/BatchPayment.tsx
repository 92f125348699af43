import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatUsd } from '@apostille/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { BatchSummary } from '../../../session/customerApi';

/** The /pay page's path of a payment link, so paying stays in this site's tab; any other address as given. */
function payPath(paymentUrl: string): { to: string } | { href: string } {
  const at = paymentUrl.indexOf('/pay/');
  return at >= 0 ? { to: paymentUrl.slice(at) } : { href: paymentUrl };
}

/** How a batch is paid: "Pay $X" to its payment link, "Paid", or "Invoiced monthly" for a monthly-billed account. */
export function BatchPayment({ batch }: { batch: BatchSummary }) {
  const { payment } = batch;
  if (payment.method === 'monthly-invoice') return <Chip label="Invoiced monthly" color="info" variant="outlined" />;
  if (payment.status === 'paid') return <Chip label="Paid" color="success" />;
  if (!payment.paymentUrl) return <Chip label="Awaiting payment" variant="outlined" />;
  const target = payPath(payment.paymentUrl);
  const label = `Pay ${formatUsd(batch.totalCents)}`;
  return 'to' in target ? (
    <Button component={RouterLink} to={target.to} variant="contained" aria-label={`${label} for batch B-${batch.id}`}>
      {label}
    </Button>
  ) : (
    <Button component="a" href={target.href} variant="contained" aria-label={`${label} for batch B-${batch.id}`}>
      {label}
    </Button>
  );
}
