import { formatUsd, ORDER_MESSAGES } from '@apostille/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/request';
import { useToast } from '../../components/toast/ToastProvider';
import { placeCheckoutOrder } from '../checkout/checkoutApi';
import { useCheckout } from '../checkout/checkoutContext';
import { checkoutKey } from '../checkout/checkoutKey';
import { rememberOrderFacts } from '../checkout/orderFacts';
import type { OrderFormValues } from '../model/formValues';
import { toPaymentIntentRequest } from '../model/payload';
import { useOrderQuote } from '../model/orderQuote';
import { OrderSummary } from './OrderSummary';
import { loadPaymentConfig, usePaymentIntent, type PaymentConfig } from './paymentApi';
import { PaymentInitFailedAlert } from './PaymentInitFailedAlert';

const OfflineCardForm = lazy(() => import('./OfflineCardForm'));
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** Payment states of requirements C4. */
export type PaymentStatus = 'initialising' | 'ready' | 'processing' | 'succeeded' | 'failed';

function Busy({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status" aria-live="polite">
      <CircularProgress size={22} aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}

export interface PaymentStepProps {
  values: OrderFormValues;
  onBack: () => void;
}

/**
 * Order summary + card form. The order goes with the payment intent, so the server refuses a bad order
 * before any money moves (the form then shows each reason at its field). After a successful payment
 * the checkout becomes its order (POST /api/checkout/order); if that answer does not come, the server
 * makes the order from the payment by itself and the page waits for it: never a second payment form.
 */
export function PaymentStep({ values, onBack }: PaymentStepProps) {
  const toast = useToast();
  const checkout = useCheckout();
  const q = useOrderQuote(values);
  // One key per checkout, kept across reloads and closed tabs (see checkout/checkoutKey.ts).
  const key = useMemo(() => checkoutKey(), []);
  const request = useMemo(() => toPaymentIntentRequest(values, key), [values, key]);
  const [attempt, setAttempt] = useState(0);
  const intent = usePaymentIntent(request, attempt);
  const [config, setConfig] = useState<PaymentConfig | 'error' | null>(null);
  const [phase, setPhase] = useState<'idle' | 'processing' | 'succeeded' | 'failed'>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    let live = true;
    loadPaymentConfig()
      .then((c) => live && setConfig(c))
      .catch(() => live && setConfig('error'));
    return () => {
      live = false;
    };
  }, [attempt]);

  const initFailed = config === 'error' || intent.status === 'error';
  const serverReason = intent.status === 'error' ? intent.message : null;
  useEffect(() => {
    // The server's reason when it gave one; the spec's words only when it gave none.
    if (initFailed) toast({ title: serverReason || ORDER_MESSAGES.paymentInitFailed, variant: 'destructive' });
  }, [initFailed, serverReason, toast]);

  // A refused order never gets a payment form: back to the fields, each with its reason.
  const { refused } = checkout;
  useEffect(() => {
    if (intent.status === 'refused') refused(intent.issues, intent.message);
  }, [intent, refused]);

  const cfg = config && config !== 'error' ? config : null;
  if (!q) return null;
  const verifiedTotalCents = intent.status === 'ready' ? intent.intent.verifiedTotalCents : null;
  const amountLabel = formatUsd(verifiedTotalCents ?? q.totalCents);

  const status: PaymentStatus =
    phase === 'succeeded'
      ? 'succeeded'
      : phase === 'processing'
        ? 'processing'
        : phase === 'failed'
          ? 'failed'
          : cfg && intent.status === 'ready'
            ? 'ready'
            : 'initialising';

  const createOrder = async (paymentIntentId: string) => {
    try {
      checkout.orderPlaced(await placeCheckoutOrder(key, paymentIntentId));
    } catch (e) {
      // 409: the order could not be made and the payment went back. Anything else (the connection,
      // the server): the payment stands and the server makes the order from it; the page waits.
      if (e instanceof ApiError && e.status === 409) checkout.refunded(e.serverMessage ?? '');
      else checkout.paymentPending();
    }
  };

  const cardProps = {
    clientSecret: intent.status === 'ready' ? intent.intent.clientSecret : '',
    amountLabel,
    busy: phase === 'processing' || phase === 'succeeded',
    onProcessing: () => {
      rememberOrderFacts(values);
      setPhase('processing');
    },
    onSucceeded: (id: string) => {
      setPhase('succeeded');
      void createOrder(id);
    },
    onFailed: (message: string) => {
      setPhase('failed');
      toast({ title: ORDER_MESSAGES.paymentFailedTitle, description: message, variant: 'destructive' });
    },
  };

  let body;
  if (initFailed) {
    body = <PaymentInitFailedAlert message={serverReason} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (cfg && cfg.provider === 'stripe' && !cfg.publishableKey) {
    body = (
      <Alert severity="error">
        <AlertTitle>{ORDER_MESSAGES.paymentNotConfiguredTitle}</AlertTitle>
        Online card payment is not available right now. Please contact support
        {cfg.supportEmail ? (
          <>
            {' '}
            at <a href={`mailto:${cfg.supportEmail}`}>{cfg.supportEmail}</a>
          </>
        ) : null}{' '}
        to complete your order.
      </Alert>
    );
  } else if (status === 'initialising') {
    body = <Busy text="Preparing secure payment..." />;
  } else if (phase === 'succeeded') {
    body = <Busy text="Payment received. Creating your order..." />;
  } else if (cfg && intent.status === 'ready') {
    body = (
      <Suspense fallback={<Busy text="Loading payment form..." />}>
        {cfg.provider === 'stripe' && cfg.publishableKey ? (
          <StripeCardForm {...cardProps} publishableKey={cfg.publishableKey} />
        ) : (
          <OfflineCardForm {...cardProps} />
        )}
      </Suspense>
    );
  }

  return (
    <Box data-payment-status={status}>
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600, outline: 'none' }}>
        Payment
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <OrderSummary
              quote={q}
              shippingLabel={values.selectedShippingRate?.serviceDescription}
              deliveryMethod={values.deliveryMethod}
              verifiedTotalCents={verifiedTotalCents}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
              Card Details
            </Typography>
            {body}
          </Paper>
        </Grid>
      </Grid>
      <Button startIcon={<ArrowBack />} onClick={onBack} disabled={phase === 'processing' || phase === 'succeeded'} sx={{ mt: 2 }}>
        Back to Order Details
      </Button>
    </Box>
  );
}
