import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { useToast } from '../toast/useToast';
import { NOTIFICATION_TYPES, type NotificationInput, sendNotification } from './notificationsApi';

/** Notifications tab, right half: sends one of the customer e-mails about an order. */
export function CustomerNotificationPanel() {
  const [search, setSearch] = useState('');
  const [orderId, setOrderId] = useState('');
  const [type, setType] = useState('');
  const [documentType, setDocumentType] = useState('apostille');
  const [trackingNumber, setTrackingNumber] = useState('');
  const toast = useToast();
  // Recent orders first; the search narrows them by number, name or e-mail (the orders API's search).
  const orders = useGetList<AdminOrder>('orders', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: search.trim() ? { q: search.trim() } : {},
  });
  const send = useMutation({
    mutationFn: sendNotification,
    onSuccess: () => toast('Notification Sent', undefined, 'success'),
    onError: (error) => toast('Failed to Send', serverMessageOf(error, 'Failed to send notification.'), 'error'),
  });
  const submit = () => {
    const chosen = NOTIFICATION_TYPES.find((option) => option.value === type);
    if (!orderId || !chosen) {
      toast('Please select an order and notification type.', undefined, 'error');
      return;
    }
    const input: NotificationInput = { orderId: Number(orderId), type: chosen.value, documentType, trackingNumber };
    send.mutate(input);
  };
  const options = orders.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label="Customer notifications" sx={{ p: 2, boxSizing: 'border-box', width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h6">Customer notifications</Typography>
        <TextField label="Search orders" value={search} onChange={(event) => setSearch(event.target.value)} fullWidth />
        <TextField
          select
          label="Order"
          value={options.some((order) => String(order.id) === orderId) ? orderId : ''}
          onChange={(event) => setOrderId(event.target.value)}
          fullWidth
        >
          {options.length === 0 ? (
            <MenuItem value="" disabled>
              {orders.error ? 'Failed to fetch orders' : 'No orders found'}
            </MenuItem>
          ) : null}
          {options.map((order) => (
            <MenuItem key={order.id} value={String(order.id)} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {order.orderNumber} · {order.customerFirstName} {order.customerLastName} · {order.customerEmail}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Notification type" value={type} onChange={(event) => setType(event.target.value)} fullWidth>
          {NOTIFICATION_TYPES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        {type === 'document-ready' ? (
          <TextField
            label="Document type"
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ) : null}
        {type === 'delivery-confirmation' ? (
          <TextField
            label="Tracking number (optional)"
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ) : null}
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          Send Notification
        </Button>
      </Stack>
    </Paper>
  );
}
