import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { NOTIFICATION_TYPES, sendNotification } from '../notifications/notificationsApi';
import { useToast } from '../toast/useToast';

/** The Notifications tab's customer e-mails, sent from the order's page for this order. */
export function NotifyDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const [type, setType] = useState('');
  const [documentType, setDocumentType] = useState('apostille');
  const [trackingNumber, setTrackingNumber] = useState('');
  const toast = useToast();
  const send = useMutation({
    mutationFn: sendNotification,
    onSuccess: () => {
      toast('Notification Sent', undefined, 'success');
      onClose();
    },
    onError: (error) => toast('Failed to Send', serverMessageOf(error, 'Failed to send notification.'), 'error'),
  });
  const submit = () => {
    const chosen = NOTIFICATION_TYPES.find((option) => option.value === type);
    if (!chosen) {
      toast('Please select an order and notification type.', undefined, 'error');
      return;
    }
    send.mutate({ orderId: Number(order.id), type: chosen.value, documentType, trackingNumber });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="notify-title">
      <DialogTitle id="notify-title">Notify {order.customerEmail}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          Send Notification
        </Button>
      </DialogActions>
    </Dialog>
  );
}
