import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { List, Pagination, SelectInput, useListContext } from 'react-admin';
import { Permission } from '@apostille/domain';
import { RequirePermission } from '../auth/RequirePermission';
import { PageTitle } from '../components/PageTitle';
import { DELETION_REQUESTS, type DeletionRequestRow, type OptOutRequestRow } from '../dataProvider/privacyRequests';
import { DeletionRequestCard, OptOutRequestCard } from './PrivacyRequestCards';
import { RecordDeletionForm } from './RecordDeletionForm';

export const PRIVACY_TITLE = 'Privacy requests';
const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

const OPT_OUT_FILTERS = [
  <SelectInput
    key="open"
    source="open"
    label="Opt-out requests"
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'open', name: 'New' },
      { id: 'answered', name: 'Answered' },
    ]}
  />,
];

function Cards<T extends { id: number }>({ render, empty }: { render: (row: T) => ReactNode; empty: string }) {
  const { data, isPending, total } = useListContext<T>();
  if (isPending) return <Skeleton variant="rectangular" height={160} />;
  if (total === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((row) => (
        <Box key={row.id}>{render(row)}</Box>
      ))}
    </Stack>
  );
}

/**
 * CCPA requests: "Do Not Sell or Share" requests from the public form (open ones first, nearest
 * deadline first), and deletion requests staff record after checking who asks.
 */
export function PrivacyRequestsPage() {
  return (
    <RequirePermission permission={Permission.ManagePrivacyRequests}>
      <PrivacyRequests />
    </RequirePermission>
  );
}

function PrivacyRequests() {
  return (
    <Box sx={{ mt: 2, minWidth: 0, display: 'grid', gap: 3 }}>
      <PageTitle title={PRIVACY_TITLE} />
      <Box component="section" aria-labelledby="opt-out-heading">
        <Typography id="opt-out-heading" variant="h6" component="h2">
          Do Not Sell or Share
        </Typography>
        <List
          title={false}
          actions={false}
          filters={OPT_OUT_FILTERS}
          filterDefaultValues={{ open: 'open' }}
          perPage={ROWS_PER_PAGE_OPTIONS[0]}
          pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
          empty={false}
          error={<Alert severity="error">Failed to fetch opt-out requests</Alert>}
        >
          <Cards<OptOutRequestRow> empty="No opt-out requests" render={(request) => <OptOutRequestCard request={request} />} />
        </List>
      </Box>
      <Box component="section" aria-labelledby="deletion-heading">
        <Typography id="deletion-heading" variant="h6" component="h2">
          Deletion requests
        </Typography>
        <RecordDeletionForm />
        <List
          resource={DELETION_REQUESTS}
          disableSyncWithLocation
          title={false}
          actions={false}
          perPage={ROWS_PER_PAGE_OPTIONS[0]}
          pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
          empty={false}
          error={<Alert severity="error">Failed to fetch deletion requests</Alert>}
        >
          <Cards<DeletionRequestRow> empty="No deletion requests" render={(request) => <DeletionRequestCard request={request} />} />
        </List>
      </Box>
    </Box>
  );
}
