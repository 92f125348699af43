import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Not worded by the spec: the order of a paid checkout is being created by the server. */
export const PAYMENT_RECEIVED_CREATING = 'Your payment was received. We are creating your order…';

export type CheckoutStatusProps = { state: 'paid' } | { state: 'refunded'; message: string; onNewCheckout: () => void };

/**
 * A checkout past its payment, in place of the form: never a second payment form. Paid: the page
 * waits for the order the server creates from the payment (CheckoutSession asks every 2 s).
 * Refunded: the order could not be created and the payment went back; the customer may start again.
 */
export default function CheckoutStatus(props: CheckoutStatusProps) {
  if (props.state === 'paid') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="checkout-paid">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
          <CircularProgress size={28} aria-hidden sx={{ flexShrink: 0 }} />
          <div>
            <Typography sx={{ fontWeight: 600 }}>{PAYMENT_RECEIVED_CREATING}</Typography>
            <Typography variant="body2" color="text.secondary">
              This page shows your order confirmation as soon as it is ready. You will not be charged again.
            </Typography>
          </div>
        </Stack>
      </Paper>
    );
  }
  return (
    <Alert severity="warning" data-testid="checkout-refunded" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>Your order could not be created</AlertTitle>
      <Typography sx={{ mb: 2 }}>{props.message}</Typography>
      <Button variant="contained" onClick={props.onNewCheckout}>
        Start a New Order
      </Button>
    </Alert>
  );
}
