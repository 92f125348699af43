import { formatUsd, SERVICE_TIERS, STATE_GOVERNMENT_FEE_CENTS } from '@apostille/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { Suspense } from 'react';
import { preloadableLazy } from '../prerender/preloadableLazy';
import type { OrderFormValues } from './model/formValues';

const LOWEST_TIER_CENTS = Math.min(...SERVICE_TIERS.map((t) => t.priceCents));

/*
 * The quote (libs/domain quote(), as at payment) brings the route and fee tables of libs/domain; an
 * order without a service level has no price, so they load when one is chosen (or with the rest of
 * the form, prefetchOrderForm), not with the page. See docs/performance.md, first load.
 */
const RunningTotalQuote = preloadableLazy(() => import('./RunningTotalQuote').then((m) => m.RunningTotalQuote));

/** Starts loading the running total's pricing. */
export const preloadRunningTotalQuote = (): Promise<void> => RunningTotalQuote.preload();

/**
 * The order's price as it stands, from the first step on: before a service level is chosen, what an
 * order starts at. On a phone it stays at the bottom of the screen (`sticky`) and ends below the
 * step's buttons, so it never covers them once scrolled to the end.
 */
export function RunningTotal({ sticky = false }: { sticky?: boolean }) {
  const { values } = useFormikContext<OrderFormValues>();
  const startsAt = (
    <Typography variant="body2">
      Orders start at <strong>{formatUsd(LOWEST_TIER_CENTS)}</strong> plus {formatUsd(STATE_GOVERNMENT_FEE_CENTS)} state fee per document; your total shows here
      as you choose.
    </Typography>
  );
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
      {values.serviceLevel ? (
        <Suspense fallback={startsAt}>
          <RunningTotalQuote values={values} startsAt={startsAt} />
        </Suspense>
      ) : (
        startsAt
      )}
    </Paper>
  );
}
