import { formatUsd, ORDER_MESSAGES, getServiceTier } from '@apostille/domain';
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
import { useNavigate } from 'react-router-dom';
import { ApiError, apiUpload } from '../../api/request';
import { useToast } from '../../components/toast/ToastProvider';
import { reportPageView } from '../../analytics/pageViews';
import { saveConfirmation } from '../../confirmation/confirmationStore';
import type { OrderFormValues } from '../model/formValues';
import { quoteFor, toOrderFormData, toPaymentIntentRequest } from '../model/payload';
import type { OrderConfirmation, OrderResponse } from '../model/types';
import { OrderSummary } from './OrderSummary';
import { checkoutKey, endCheckout } from './checkoutKey';
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

/** Order summary + card form; after a successful payment the order is created and the confirmation shown. */
export function PaymentStep({ values, onBack }: PaymentStepProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const q = useMemo(() => quoteFor(values), [values]);
  // One key per checkout, kept across reloads of this tab (see checkoutKey.ts).
  const key = useMemo(() => checkoutKey(), []);
  const request = useMemo(() => toPaymentIntentRequest(values, key), [values, key]);
  const [attempt, setAttempt] = useState(0);
  const intent = usePaymentIntent(request, attempt);
  const [config, setConfig] = useState<PaymentConfig | 'error' | null>(null);
  const [phase, setPhase] = useState<'idle' | 'processing' | 'succeeded' | 'failed'>('idle');
  const [paidIntentId, setPaidIntentId] = useState<string | null>(null);
  const [creatingOrder, setCreatingOrder] = useState(false);
  const [orderFailed, setOrderFailed] = useState(false);
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
  useEffect(() => {
    if (initFailed) toast({ title: ORDER_MESSAGES.paymentInitFailed, variant: 'destructive' });
  }, [initFailed, toast]);

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
    setCreatingOrder(true);
    setOrderFailed(false);
    try {
      const order = await apiUpload<OrderResponse>('/api/orders', toOrderFormData(values, q, { paymentIntentId, checkoutKey: key }, verifiedTotalCents));
      endCheckout();
      const confirmation: OrderConfirmation = {
        order,
        customerEmail: values.customerEmail.trim(),
        customerName: `${values.customerFirstName.trim()} ${values.customerLastName.trim()}`,
        serviceLevelName: getServiceTier(values.serviceLevel)?.name ?? values.serviceLevel,
        documentCount: values.documents.length,
        destinationCountry: values.destinationCountry,
        createdAt: new Date().toISOString(),
      };
      saveConfirmation(confirmation);
      reportPageView(true); // the conversion of the analytics' conversion rate
      void navigate('/order-confirmation', { state: confirmation });
    } catch (e) {
      setOrderFailed(true);
      setCreatingOrder(false);
      toast({
        title: ORDER_MESSAGES.errorCreatingOrderTitle,
        description: (e instanceof ApiError && e.serverMessage) || ORDER_MESSAGES.errorCreatingOrder,
        variant: 'destructive',
      });
    }
  };

  const cardProps = {
    clientSecret: intent.status === 'ready' ? intent.intent.clientSecret : '',
    amountLabel,
    busy: phase === 'processing' || phase === 'succeeded',
    onProcessing: () => setPhase('processing'),
    onSucceeded: (id: string) => {
      setPhase('succeeded');
      setPaidIntentId(id);
      void createOrder(id);
    },
    onFailed: (message: string) => {
      setPhase('failed');
      toast({ title: ORDER_MESSAGES.paymentFailedTitle, description: message, variant: 'destructive' });
    },
  };

  let body;
  if (initFailed) {
    body = <PaymentInitFailedAlert onRetry={() => setAttempt((n) => n + 1)} />;
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
    body = creatingOrder ? (
      <Busy text="Payment received. Creating your order..." />
    ) : (
      <Alert
        severity="warning"
        action={
          orderFailed && paidIntentId ? (
            <Button color="inherit" size="small" onClick={() => void createOrder(paidIntentId)}>
              Try again
            </Button>
          ) : undefined
        }
      >
        Your payment was received but the order could not be created. Please try again; you will not be charged twice.
      </Alert>
    );
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
