import { formatUsd, returnsByCarrier, SERVICE_TIERS, STATE_GOVERNMENT_FEE_CENTS } from '@apostille/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { OrderFormValues } from './model/formValues';
import { returnRate } from './model/payload';
import { useOrderQuote } from './model/pricingAccount';

const LOWEST_TIER_CENTS = Math.min(...SERVICE_TIERS.map((t) => t.priceCents));

/**
 * The order's price as it stands, from the first step on (libs/domain quote(), as at payment): before a
 * service level is chosen, what an order starts at. On a phone it stays at the bottom of the screen
 * (`sticky`) and ends below the step's buttons, so it never covers them once scrolled to the end.
 */
export function RunningTotal({ sticky = false }: { sticky?: boolean }) {
  const { values } = useFormikContext<OrderFormValues>();
  const q = useOrderQuote(values);
  const rateMissing = returnsByCarrier(values.deliveryMethod) && !returnRate(values);
  const documents = Math.max(1, values.documents.length);
  return (
    <Paper
      component="aside"
      aria-label="Running total"
      data-testid="running-total"
      variant={sticky ? 'elevation' : 'outlined'}
      elevation={sticky ? 6 : 0}
      sx={{
        px: 2,
        py: 1,
        mb: sticky ? 0 : 2,
        mt: sticky ? 2 : 0,
        ...(sticky ? { position: 'sticky', bottom: 0, zIndex: 2 } : {}),
      }}
    >
      {q ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
            {q.serviceLevelName} · {documents} {documents === 1 ? 'document' : 'documents'}
            {rateMissing ? ' · return shipping not chosen yet' : ''}
          </Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="running-total-amount">
            Total {formatUsd(q.totalCents)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2">
          Orders start at <strong>{formatUsd(LOWEST_TIER_CENTS)}</strong> plus {formatUsd(STATE_GOVERNMENT_FEE_CENTS)} state fee per document; your total shows
          here as you choose.
        </Typography>
      )}
    </Paper>
  );
}
