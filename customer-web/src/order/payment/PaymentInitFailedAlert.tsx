import { ORDER_MESSAGES } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The payment form could not be prepared: the server's reason (else the spec's message) and a Retry button. */
export function PaymentInitFailedAlert({ message, onRetry }: { message?: string | null; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message || ORDER_MESSAGES.paymentInitFailedRefresh}
    </Alert>
  );
}
