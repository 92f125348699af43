import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, SelectInput, useListContext } from 'react-admin';
import type { ReactNode } from 'react';
import { Permission } from '@apostille/domain';
import { RequirePermission } from '../auth/RequirePermission';
import { PageTitle } from '../components/PageTitle';
import type { WholesaleApplicationRow } from '../dataProvider/wholesaleApplications';
import { MonthlyInvoiceRun } from './MonthlyInvoiceRun';
import { WholesaleApplicationCard } from './WholesaleApplicationCard';

export const WHOLESALE_TITLE = 'Wholesale applications';
const NO_APPLICATIONS = 'No wholesale applications';
const FETCH_FAILED = 'Failed to fetch wholesale applications';
const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

const FILTERS = [
  <SelectInput
    key="status"
    source="status"
    label="Applications"
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'pending', name: 'New' },
      { id: 'approved', name: 'Approved' },
      { id: 'declined', name: 'Declined' },
    ]}
  />,
];

function ApplicationCards() {
  const { data, isPending } = useListContext<WholesaleApplicationRow>();
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((application) => (
        <WholesaleApplicationCard key={application.id} application={application} />
      ))}
    </Stack>
  );
}

/** The filter stays on screen when nothing matches, so staff can look at decided applications. */
function EmptyOr({ children }: { children: ReactNode }) {
  const { total, isPending } = useListContext();
  if (!isPending && total === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {NO_APPLICATIONS}
      </Typography>
    );
  }
  return <>{children}</>;
}

/** Wholesale applications from /wholesale, new ones first; cards at every width, as the long answers wrap on a phone. */
export function WholesaleApplicationList() {
  return (
    <RequirePermission permission={Permission.ManageWholesale}>
      <Applications />
    </RequirePermission>
  );
}

function Applications() {
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <PageTitle title={WHOLESALE_TITLE} />
      <MonthlyInvoiceRun />
      <List
        title={false}
        actions={false}
        filters={FILTERS}
        filterDefaultValues={{ status: 'pending' }}
        perPage={ROWS_PER_PAGE_OPTIONS[0]}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
        empty={false}
        error={<Alert severity="error">{FETCH_FAILED}</Alert>}
      >
        <EmptyOr>
          <ApplicationCards />
        </EmptyOr>
      </List>
    </Box>
  );
}
