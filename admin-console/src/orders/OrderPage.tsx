import { ORDER_STORY_MESSAGES } from '@apostille/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Permission } from '@apostille/domain';
import { can } from '../auth/permissions';
import type { AdminOrder } from '../dataProvider/types';
import { DocumentsDialog } from './DocumentsDialog';
import { EditOrderDialog } from './EditOrderDialog';
import { fetchOrderStory, orderStoryKey } from './orderStoryApi';
import { ConversationsAndTranslations, CustomerAndOrder, Documents, Emails, History, LineItems, Money, Prices } from './OrderStorySections';
import { OrderNotes } from './OrderNotes';
import { OrderStatusDialog } from './StatusDialogs';
import { StatusChip } from './StatusChip';

type DialogName = 'status' | 'edit' | 'documents';

/** /admin/orders/{id}: one order's whole story, with the list's status, edit and documents dialogs. */
export function OrderPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const story = useQuery({ queryKey: orderStoryKey(id), queryFn: () => fetchOrderStory(id), enabled: Number.isInteger(id) && id > 0 });
  // The dialogs edit the order as the list knows it.
  const order = useGetOne<AdminOrder>('orders', { id }, { enabled: Number.isInteger(id) && id > 0 });
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const close = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: orderStoryKey(id) });
  };
  const view = story.data;
  const notFound = story.error && 'status' in story.error && story.error.status === 404;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={view ? `Order ${view.order.orderNumber}` : 'Order'} />
      <Button component={Link} to="/orders" startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        Orders
      </Button>
      {story.isPending ? <LinearProgress aria-label="Loading order" /> : null}
      {story.error ? <Alert severity="error">{notFound ? ORDER_STORY_MESSAGES.notFound : ORDER_STORY_MESSAGES.fetchFailed}</Alert> : null}
      {view ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {view.order.orderNumber}
            </Typography>
            <StatusChip status={view.order.status} />
            <Box sx={{ flex: 1 }} />
            {order.data && can(Permission.UpdateOrders) ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setDialog('status')}>
                  Update Status
                </Button>
                <Button variant="outlined" onClick={() => setDialog('edit')}>
                  Edit
                </Button>
                <Button variant="outlined" onClick={() => setDialog('documents')}>
                  Documents
                </Button>
              </Stack>
            ) : null}
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <CustomerAndOrder story={view} />
            <LineItems story={view} />
            <Prices story={view} />
            <Money story={view} />
            <Documents story={view} />
            <History story={view} />
            <OrderNotes story={view} canAdd={can(Permission.UpdateOrders)} onAdded={() => void queryClient.invalidateQueries({ queryKey: orderStoryKey(id) })} />
            <Emails story={view} />
            <ConversationsAndTranslations story={view} />
          </Box>
        </>
      ) : null}
      {order.data && dialog === 'status' && <OrderStatusDialog order={order.data} open onClose={close} />}
      {order.data && dialog === 'edit' && <EditOrderDialog order={order.data} open onClose={close} />}
      {order.data && dialog === 'documents' && <DocumentsDialog order={order.data} open onClose={close} />}
    </Box>
  );
}
