import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { CANCELLATION_REQUESTS, type CancellationRequestRow } from '../dataProvider/cancellationRequests';
import { CancellationCard } from './CancellationCard';

/** The order page's cancellation request, when the customer made one: shown across the page, above the rest, while it waits. */
export function OrderCancellationPanel({ orderId }: { orderId: number }) {
  const { data } = useGetList<CancellationRequestRow>(CANCELLATION_REQUESTS, { filter: { orderId }, pagination: { page: 1, perPage: 1 } });
  const request = data?.[0];
  if (!request) return null;
  return (
    <Box component="section" aria-labelledby="order-cancellation-heading" sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Typography id="order-cancellation-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Cancellation request
      </Typography>
      <CancellationCard request={request} />
    </Box>
  );
}
