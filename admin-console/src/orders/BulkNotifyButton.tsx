import { ignoredEntryText, Permission } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useStore, useUnselectAll } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { can } from '../auth/permissions';
import { notifyCustomers, type BulkNotificationResult } from '../automation/automationApi';
import type { CustomerNotificationType } from '../graphql/generated';
import { useToast } from '../toast/useToast';
import { ALL_MATCHING_KEY } from './matchingSelection';
import { useOrderSelection } from './useOrderSelection';

const TYPES: { value: CustomerNotificationType; label: string }[] = [
  { value: 'payment_reminder', label: 'Payment reminder' },
  { value: 'document_ready', label: 'Document ready' },
  { value: 'delivery_confirmation', label: 'Delivery confirmation' },
];

/** What happened, in one line for the toast: sent, and each order or entry left out with why. */
function outcomeText(result: BulkNotificationResult): string | undefined {
  const parts = [
    ...result.notSent.map((item) => `${item.orderNumber}: ${item.reason}`),
    ...result.ignored.map((item) => ignoredEntryText(item.entry, item.reason)),
  ];
  return parts.length > 0 ? `Not sent: ${parts.join('; ')}` : undefined;
}

/** The Notifications tab's customer e-mails, for every order of the list's selection. */
export function BulkNotifyButton() {
  const { selection, count, allMatching, empty } = useOrderSelection();
  const [, setAllMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<CustomerNotificationType | ''>('');
  const [documentType, setDocumentType] = useState('apostille');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const unselectAll = useUnselectAll('orders');
  if (!can(Permission.ManageMessages)) return null;

  async function send() {
    if (!type) {
      setError('Please choose the notification type.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await notifyCustomers(selection, type, { documentType, trackingNumber });
      const skipped = result.notSent.length + result.ignored.length;
      toast(`${result.sent} notification${result.sent === 1 ? '' : 's'} sent`, outcomeText(result), skipped > 0 ? 'warning' : 'success');
      setOpen(false);
      setAllMatching(false);
      unselectAll();
    } catch (failure) {
      setError(serverMessageOf(failure, 'Failed to send notification.'));
    } finally {
      setBusy(false);
    }
  }

  const what = allMatching ? `all ${count} matching orders` : `${count} selected order${count === 1 ? '' : 's'}`;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={empty}>
        Notify customers
      </Button>
      {open && (
        <Dialog open onClose={busy ? undefined : () => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="bulk-notify-title">
          <DialogTitle id="bulk-notify-title">Notify the customers of {what}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <TextField
              select
              label="Notification type"
              value={type}
              onChange={(event) => setType(event.target.value as CustomerNotificationType)}
              sx={{ mt: 1 }}
            >
              {TYPES.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            {type === 'document_ready' && (
              <TextField
                label="Document type"
                value={documentType}
                onChange={(event) => setDocumentType(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
            {type === 'delivery_confirmation' && (
              <TextField
                label="Tracking number (optional)"
                value={trackingNumber}
                onChange={(event) => setTrackingNumber(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 64 } }}
              />
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void send()} disabled={busy}>
              Send Notifications
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
