import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RefundedCheckout } from '../dataProvider/types';
import { REFUND_PENDING, refundedWhen } from './refundedWhen';

/** What a missing e-mail or reason shows. */
export const NOT_RECORDED = '—';

/** The refund date; a pending refund stands out as a chip, since staff may need to check on it. */
export function RefundedWhen({ checkout }: { checkout: RefundedCheckout }) {
  const when = refundedWhen(checkout);
  return when === REFUND_PENDING ? <Chip size="small" color="warning" label={when} /> : <>{when}</>;
}

/** A mailto link: staff follow up with the customer from here. */
export function CustomerEmail({ email }: { email: string | null }) {
  return email ? <Link href={`mailto:${email}`}>{email}</Link> : <>{NOT_RECORDED}</>;
}

/** Intent ids are long and unbroken: monospace, and free to wrap anywhere. */
export function PaymentIntentId({ id }: { id: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {id}
    </Typography>
  );
}
