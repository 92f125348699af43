import { ignoredEntryText, Permission } from '@apostille/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { can } from '../auth/permissions';
import { notifyCustomers, type BulkNotificationResult } from '../automation/automationApi';
import type { CustomerNotificationType } from '../graphql/generated';
import { useToast } from '../toast/useToast';
import { BulkSelectionDialog, useBulkSelectionAction } from './BulkSelectionDialog';

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
  const bulk = useBulkSelectionAction('Failed to send notification.');
  const [type, setType] = useState<CustomerNotificationType | ''>('');
  const [documentType, setDocumentType] = useState('apostille');
  const [trackingNumber, setTrackingNumber] = useState('');
  const toast = useToast();
  if (!can(Permission.ManageMessages)) return null;

  function send() {
    if (!type) {
      bulk.setError('Please choose the notification type.');
      return;
    }
    void bulk.perform(async () => {
      const result = await notifyCustomers(bulk.selection, type, { documentType, trackingNumber });
      const skipped = result.notSent.length + result.ignored.length;
      toast(`${result.sent} notification${result.sent === 1 ? '' : 's'} sent`, outcomeText(result), skipped > 0 ? 'warning' : 'success');
    });
  }

  return (
    <>
      <Button
        size="small"
        onClick={() => {
          bulk.setError(null);
          bulk.setOpen(true);
        }}
        disabled={bulk.empty}
      >
        Notify customers
      </Button>
      {bulk.open && (
        <BulkSelectionDialog
          title={`Notify the customers of ${bulk.what}`}
          confirmLabel="Send Notifications"
          busy={bulk.busy}
          error={bulk.error}
          onClose={() => bulk.setOpen(false)}
          onConfirm={send}
        >
          <TextField select label="Notification type" value={type} onChange={(event) => setType(event.target.value as CustomerNotificationType)} sx={{ mt: 1 }}>
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
        </BulkSelectionDialog>
      )}
    </>
  );
}
