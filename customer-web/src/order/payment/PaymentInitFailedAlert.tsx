import { ORDER_MESSAGES } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The payment form could not be prepared: the spec's message and a Retry button. */
export function PaymentInitFailedAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {ORDER_MESSAGES.paymentInitFailedRefresh}
    </Alert>
  );
}
