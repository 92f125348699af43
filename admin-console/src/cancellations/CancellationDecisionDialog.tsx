import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CANCELLATION_NOTE_MAX } from '@apostille/domain';
import { useState } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { CANCELLATION_REQUESTS, type CancellationDecision, type CancellationRequestRow } from '../dataProvider/cancellationRequests';

interface CancellationDecisionDialogProps {
  request: CancellationRequestRow;
  decision: Exclude<CancellationDecision, 'retryRefund'>;
  onClose: () => void;
}

/**
 * Approve (cancels the order and refunds what the text says) or decline (the note is the reason
 * the customer reads). The server's refusal (the order moved on, another staff member decided
 * first) shows in the dialog, word for word.
 */
export function CancellationDecisionDialog({ request, decision, onClose }: CancellationDecisionDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const approving = decision === 'approve';
  const tooLong = note.length > CANCELLATION_NOTE_MAX;
  const missingReason = !approving && note.trim() === '';

  const submit = () => {
    setError(null);
    void update(
      CANCELLATION_REQUESTS,
      { id: request.id, data: { note: note.trim() || null }, previousData: request, meta: { decision } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(approving ? `Order ${request.orderNumber ?? ''} cancelled` : 'Cancellation declined; the customer was e-mailed', { type: 'success' });
          refresh();
          onClose();
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : 'The decision could not be saved'),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="cancellation-decision-title">
      <DialogTitle id="cancellation-decision-title">
        {approving ? 'Approve cancellation' : 'Decline cancellation'} of {request.orderNumber ?? `order ${request.orderId}`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {approving
            ? `The order becomes Cancelled and the customer is refunded at once. ${request.refundText}`
            : 'The order goes on as before. The customer receives your reason by e-mail.'}
        </DialogContentText>
        <TextField
          label={approving ? 'Note (optional, kept in the history)' : 'Reason for the customer'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          required={!approving}
          error={tooLong}
          helperText={tooLong ? `Note must be ${CANCELLATION_NOTE_MAX} characters or fewer` : ' '}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isPending}>
          Back
        </Button>
        <Button variant="contained" color={approving ? 'error' : 'primary'} onClick={submit} disabled={isPending || tooLong || missingReason}>
          {approving ? 'Cancel order and refund' : 'Decline request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
