import { ORDER_STORY_MESSAGES } from '@apostille/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Title } from 'react-admin';
import { fetchOrderStory, orderStoryKey } from './orderStoryApi';
import { OrderNotes } from './OrderNotes';
import { Routes } from './DocumentRoutes';
import { ConversationsAndTranslations, CustomerAndOrder, Documents, Emails, History, LineItems, Money, Prices } from './OrderStorySections';
import { StatusChip } from './StatusChip';
import { OrderCancellationPanel } from '../cancellations';

interface OrderStoryProps {
  id: number;
  /** Buttons beside the order number (the edit route's dialogs); none on the read-only page. */
  actions?: ReactNode;
  /** Whether the notes section offers its box to add a note. */
  canAddNotes: boolean;
}

/** Whether a route's id can be an order's (a positive whole number). */
export function isOrderId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/** Reloads the order's story, after a dialog or a note changed it. */
export function useRefreshOrderStory(id: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: orderStoryKey(id) });
}

/**
 * One order's whole story (customer, line items, prices, money, documents, history, notes, e-mails,
 * conversations and translations), as both the order's edit and show routes render it.
 */
export function OrderStory({ id, actions, canAddNotes }: OrderStoryProps) {
  const valid = isOrderId(id);
  const story = useQuery({ queryKey: orderStoryKey(id), queryFn: () => fetchOrderStory(id), enabled: valid });
  const refresh = useRefreshOrderStory(id);
  const view = story.data;
  const notFound = !valid || (story.error && 'status' in story.error && story.error.status === 404);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={view ? `Order ${view.order.orderNumber}` : 'Order'} />
      <Button component={Link} to="/orders" startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        Orders
      </Button>
      {valid && story.isPending ? <LinearProgress aria-label="Loading order" /> : null}
      {story.error || !valid ? <Alert severity="error">{notFound ? ORDER_STORY_MESSAGES.notFound : ORDER_STORY_MESSAGES.fetchFailed}</Alert> : null}
      {view ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {view.order.orderNumber}
            </Typography>
            <StatusChip status={view.order.status} />
            <Box sx={{ flex: 1 }} />
            {actions}
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <OrderCancellationPanel orderId={id} />
            <CustomerAndOrder story={view} />
            <LineItems story={view} />
            <Prices story={view} />
            <Money story={view} />
            <Routes story={view} />
            <Documents story={view} />
            <History story={view} />
            <OrderNotes story={view} canAdd={canAddNotes} onAdded={refresh} />
            <Emails story={view} />
            <ConversationsAndTranslations story={view} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
