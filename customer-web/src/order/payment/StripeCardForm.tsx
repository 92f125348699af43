import Alert from '@mui/material/Alert';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import type { CardFormProps } from './types';

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let p = stripePromises.get(key);
  if (!p) {
    p = loadStripe(key);
    stripePromises.set(key, p);
  }
  return p;
}

function StripeForm({ amountLabel, busy, onProcessing, onSucceeded, onFailed }: Omit<CardFormProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  // The provider's refusal stays on the form (not only in a toast) until the customer changes the card.
  const [declined, setDeclined] = useState<string | null>(null);
  const fail = (message: string) => {
    setDeclined(message);
    onFailed(message);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    onProcessing();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
      redirect: 'if_required',
    });
    if (error) fail(error.message ?? 'Your payment could not be completed.');
    else if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) onSucceeded(paymentIntent.id);
    else fail('Your payment could not be completed.');
  };

  return (
    <Stack component="form" onSubmit={(event) => void submit(event)} spacing={2} aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} onChange={() => setDeclined(null)} />
      {declined && (
        <Alert severity="error" role="alert" data-testid="card-declined">
          {declined}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || !ready || busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOutlined />}
      >
        {busy ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </Stack>
  );
}

/** Stripe Elements card form; loaded lazily so Stripe never weighs on the first page load. */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }} key={clientSecret}>
      <StripeForm {...rest} />
    </Elements>
  );
}
