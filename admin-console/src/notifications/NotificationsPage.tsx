import Box from '@mui/material/Box';
import { CustomerNotificationPanel } from './CustomerNotificationPanel';
import { EmailTestPanel } from './EmailTestPanel';
import { PageTitle } from '../components/PageTitle';

/** The Notifications tab: e-mail test processing beside customer notifications, stacked on a phone. */
export function NotificationsPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Notifications" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <EmailTestPanel />
        <CustomerNotificationPanel />
      </Box>
    </Box>
  );
}
