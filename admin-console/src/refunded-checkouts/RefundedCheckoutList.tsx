import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { List, Pagination, useListContext } from 'react-admin';
import { PageTitle } from '../components/PageTitle';
import type { RefundedCheckout } from '../dataProvider/types';
import { RefundedCheckoutCard } from './RefundedCheckoutCard';
import { RefundedCheckoutTable } from './RefundedCheckoutTable';

export const REFUNDED_CHECKOUTS_TITLE = 'Refunded checkouts';
export const NO_REFUNDED_CHECKOUTS = 'No refunded checkouts';
export const FETCH_REFUNDED_CHECKOUTS_FAILED = 'Failed to fetch refunded checkouts';

/** The server pages 1 to 100 rows (refundedCheckouts take). */
const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

function NoRefundedCheckouts() {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {NO_REFUNDED_CHECKOUTS}
    </Typography>
  );
}

/** The page's rows as cards on a phone or tablet, where six columns beside the menu would scroll sideways. */
function RefundedCheckoutCards() {
  const { data, isPending } = useListContext<RefundedCheckout>();
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((checkout) => (
        <RefundedCheckoutCard key={checkout.id} checkout={checkout} />
      ))}
    </Stack>
  );
}

/**
 * Card payments that could not become an order (e.g. a file the order needed was removed after
 * payment) and were refunded automatically. The customer was e-mailed; staff follow up from here.
 * Read-only, newest first, one page at a time.
 */
export function RefundedCheckoutList() {
  // Below md the six columns no longer fit beside the menu; phones (under the spec's 768 px) are
  // within it. Measured on the first render, like useIsPhone, so a phone never flashes the table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      {/* The h1 a phone shows (its app bar has no room for the title); the List adds no second title. */}
      <PageTitle title={REFUNDED_CHECKOUTS_TITLE} />
      <List
        title={false}
        actions={false}
        perPage={ROWS_PER_PAGE_OPTIONS[0]}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
        empty={<NoRefundedCheckouts />}
        error={<Alert severity="error">{FETCH_REFUNDED_CHECKOUTS_FAILED}</Alert>}
      >
        {narrow ? <RefundedCheckoutCards /> : <RefundedCheckoutTable />}
      </List>
    </Box>
  );
}
