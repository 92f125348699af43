import { Permission } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can } from '../auth/permissions';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import { OPT_OUT_REQUESTS } from '../dataProvider/privacyRequests';
import { WHOLESALE_APPLICATIONS } from '../dataProvider/wholesaleApplications';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Requests from the public forms waiting for staff, as links to their pages: shown on the Overview
 * to the roles that may handle them, and only when there are some.
 */
export function OpenRequests() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const include = { wholesale: can(Permission.ManageWholesale), privacy: can(Permission.ManagePrivacyRequests) };
  const counts = useQuery({
    queryKey: ['open-requests', include],
    queryFn: () => dataProvider.openRequestCounts(include),
    enabled: include.wholesale || include.privacy,
  });
  const data = counts.data;
  if (!data) return null;
  const lines: { to: string; text: string }[] = [];
  if (data.wholesaleApplications)
    lines.push({ to: `/${WHOLESALE_APPLICATIONS}`, text: plural(data.wholesaleApplications, 'new wholesale application', 'new wholesale applications') });
  if (data.optOutRequests)
    lines.push({ to: `/${OPT_OUT_REQUESTS}`, text: plural(data.optOutRequests, 'opt-out request to answer', 'opt-out requests to answer') });
  if (data.deletionRequests)
    lines.push({ to: `/${OPT_OUT_REQUESTS}`, text: plural(data.deletionRequests, 'deletion request in progress', 'deletion requests in progress') });
  if (lines.length === 0) return null;
  return (
    <Alert severity="info" component="section" aria-label="Requests waiting for staff">
      <Stack spacing={0.5}>
        {lines.map((line) => (
          <Link key={line.text} component={RouterLink} to={line.to}>
            {line.text}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}
