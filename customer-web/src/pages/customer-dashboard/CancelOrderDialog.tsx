import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CANCELLATION_REASON_MAX, type CancellationPreviewAnswer, type CustomerCancellation } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { useToast } from '../../components/toast/ToastProvider';
import { customerApi, failureText } from '../../session/customerApi';

const NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';

interface CancelOrderDialogProps {
  orderNumber: string;
  onClose: () => void;
  onRequested: (request: CustomerCancellation) => void;
}

/**
 * "Request cancellation": says what the Terms give back for this order before the customer asks
 * (the server's own figure), takes an optional reason, and sends the request; staff decide.
 */
export function CancelOrderDialog({ orderNumber, onClose, onRequested }: CancelOrderDialogProps) {
  const toast = useToast();
  const [preview, setPreview] = useState<CancellationPreviewAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let active = true;
    customerApi.cancellationPreview(orderNumber).then(
      (answer) => active && setPreview(answer),
      (failure: unknown) => active && setError(failureText(failure, 'We could not load this order. Please try again.', NETWORK_ERROR)),
    );
    return () => {
      active = false;
    };
  }, [orderNumber]);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await customerApi.requestCancellation(orderNumber, reason);
      toast({ title: 'Cancellation requested', description: answer.message });
      onRequested(answer.request);
    } catch (failure) {
      setError(failureText(failure, 'We could not send your request. Please try again.', NETWORK_ERROR));
      setSending(false);
    }
  };

  const tooLong = reason.length > CANCELLATION_REASON_MAX;
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-order-title">
      <DialogTitle id="cancel-order-title">Request cancellation of order {orderNumber}</DialogTitle>
      <DialogContent>
        {!preview && !error && <CircularProgress size={24} aria-label="Loading" />}
        {preview && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              You may cancel until we submit your documents to the authority. Our team reviews your request, normally within one business day, and e-mails you
              the decision.
            </DialogContentText>
            <Alert severity="info" sx={{ mb: 2 }} data-testid="cancellation-refund">
              {preview.refundText}
            </Alert>
            <TextField
              label="Reason (optional)"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              error={tooLong}
              helperText={tooLong ? `Reason must be ${CANCELLATION_REASON_MAX} characters or fewer` : ' '}
            />
          </>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          Keep my order
        </Button>
        <Button variant="contained" color="error" onClick={() => void send()} disabled={!preview?.allowed || sending || tooLong}>
          {sending ? 'Sending...' : 'Request cancellation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
