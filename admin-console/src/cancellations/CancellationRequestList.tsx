import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, SelectInput, useListContext } from 'react-admin';
import { PageTitle } from '../components/PageTitle';
import type { CancellationRequestRow } from '../dataProvider/cancellationRequests';
import { CancellationCard } from './CancellationCard';

export const CANCELLATIONS_TITLE = 'Cancellations';
const NO_CANCELLATIONS = 'No cancellation requests';
const FETCH_CANCELLATIONS_FAILED = 'Failed to fetch cancellation requests';
const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

const FILTERS = [
  <SelectInput
    key="status"
    source="status"
    label="Requests"
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'open', name: 'Waiting for a decision' },
      { id: 'approved', name: 'Approved' },
      { id: 'declined', name: 'Declined' },
    ]}
  />,
];

function CancellationCards() {
  const { data, isPending } = useListContext<CancellationRequestRow>();
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((request) => (
        <CancellationCard key={request.id} request={request} />
      ))}
    </Stack>
  );
}

/**
 * Customers' cancellation requests (Terms, "Cancellations and refunds"), waiting ones first. Cards
 * at every width, as the route changes: the texts are long and a card wraps them on a phone.
 */
export function CancellationRequestList() {
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <PageTitle title={CANCELLATIONS_TITLE} />
      <List
        title={false}
        actions={false}
        filters={FILTERS}
        filterDefaultValues={{ status: 'open' }}
        perPage={ROWS_PER_PAGE_OPTIONS[0]}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
        empty={false}
        error={<Alert severity="error">{FETCH_CANCELLATIONS_FAILED}</Alert>}
      >
        <EmptyOr>
          <CancellationCards />
        </EmptyOr>
      </List>
    </Box>
  );
}

/** The filter stays on screen when nothing matches, so staff can look at decided requests. */
function EmptyOr({ children }: { children: React.ReactNode }) {
  const { total, isPending } = useListContext();
  if (!isPending && total === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {NO_CANCELLATIONS}
      </Typography>
    );
  }
  return <>{children}</>;
}
