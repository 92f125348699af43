import { formatUsd, returnsByCarrier } from '@apostille/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrderFormValues } from './model/formValues';
import { useOrderQuote } from './model/orderQuote';
import { returnRate } from './model/returnRate';

/** The running total's priced line (RunningTotal.tsx); `startsAt` while the order cannot be priced yet. */
export function RunningTotalQuote({ values, startsAt }: { values: OrderFormValues; startsAt: ReactNode }) {
  const q = useOrderQuote(values);
  if (!q) return startsAt;
  const rateMissing = returnsByCarrier(values.deliveryMethod) && !returnRate(values);
  const documents = Math.max(1, values.documents.length);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
        {q.serviceLevelName} · {documents} {documents === 1 ? 'document' : 'documents'}
        {rateMissing ? ' · return shipping not chosen yet' : ''}
      </Typography>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="running-total-amount">
        Total {formatUsd(q.totalCents)}
      </Typography>
    </Stack>
  );
}
