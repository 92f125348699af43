import { ADMIN_ORDER_ENTRY_MESSAGES, dollarsToCents, formatUsd, ORDER_MESSAGES } from '@apostille/domain';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/request';
import { SuccessPanel } from '../../components/SuccessPanel';
import { useToast } from '../../components/toast/ToastProvider';
import { loadPaymentConfig, type PaymentConfig } from '../../order/payment/paymentApi';
import { completePaymentLinkPayment, fetchPaymentLink, startPaymentLinkPayment, type PaymentLinkCharge, type PaymentLinkIntent } from './paymentLinkApi';
import { PaymentInitFailedAlert } from '../../order/payment/PaymentInitFailedAlert';

const OfflineCardForm = lazy(() => import('../../order/payment/OfflineCardForm'));
const StripeCardForm = lazy(() => import('../../order/payment/StripeCardForm'));

type Load = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; charge: PaymentLinkCharge };
type Payment =
  | { kind: 'idle' }
  | { kind: 'ready'; intent: PaymentLinkIntent; config: PaymentConfig }
  | { kind: 'error' }
  | { kind: 'completing'; paymentIntentId: string }
  | { kind: 'complete-failed'; paymentIntentId: string; message: string };

function Busy({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status" aria-live="polite">
      <CircularProgress size={22} aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <title>Pay an Additional Charge | Apostille Services</title>
      {children}
    </Container>
  );
}

function ChargeSummary({ charge }: { charge: PaymentLinkCharge }) {
  return (
    <Stack spacing={1} component="dl" sx={{ m: 0 }} aria-label="Charge">
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography component="dt" color="text.secondary">
          Order
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {charge.orderNumber}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography component="dt" color="text.secondary">
          For
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
          {charge.description}
        </Typography>
      </Stack>
      <Divider />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Amount due
        </Typography>
        <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }} data-testid="charge-amount">
          {formatUsd(dollarsToCents(charge.amount))}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** /pay/:token: the customer pays an extra charge staff sent as a payment link. */
export function PaymentLinkPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [payment, setPayment] = useState<Payment>({ kind: 'idle' });
  const [justPaid, setJustPaid] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchPaymentLink(token, { signal: controller.signal })
      .then((charge) => setLoad({ kind: 'ready', charge }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(error instanceof ApiError && error.status === 404 ? { kind: 'not-found' } : { kind: 'error' });
      });
    return () => controller.abort();
  }, [token, attempt]);

  const charge = load.kind === 'ready' ? load.charge : null;
  const paysOnSite = charge?.status === 'pending' && !charge.checkoutUrl;

  useEffect(() => {
    if (!paysOnSite) return;
    let live = true;
    setPayment({ kind: 'idle' });
    Promise.all([startPaymentLinkPayment(token), loadPaymentConfig()])
      .then(([intent, config]) => live && setPayment({ kind: 'ready', intent, config }))
      .catch((error: unknown) => {
        if (!live) return;
        // Paid meanwhile (another tab): show the charge as it is now.
        if (error instanceof ApiError && (error.status === 409 || error.status === 400)) setAttempt((n) => n + 1);
        else setPayment({ kind: 'error' });
      });
    return () => {
      live = false;
    };
  }, [paysOnSite, token]);

  const complete = useCallback(
    async (paymentIntentId: string) => {
      setPayment({ kind: 'completing', paymentIntentId });
      try {
        const paid = await completePaymentLinkPayment(token, paymentIntentId);
        setJustPaid(true);
        setLoad({ kind: 'ready', charge: paid });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setAttempt((n) => n + 1);
          return;
        }
        setPayment({
          kind: 'complete-failed',
          paymentIntentId,
          message: (error instanceof ApiError && error.serverMessage) || 'We could not confirm your payment. Please try again.',
        });
      }
    },
    [token],
  );

  if (load.kind === 'loading') {
    return (
      <Page>
        <Busy text="Loading your payment..." />
      </Page>
    );
  }
  if (load.kind === 'not-found') {
    return (
      <Page>
        <Alert severity="error">
          <AlertTitle>Payment link not found</AlertTitle>
          {ADMIN_ORDER_ENTRY_MESSAGES.paymentLinkNotFound} Please check the link in your e-mail or <RouterLink to="/contact">contact us</RouterLink>.
        </Alert>
      </Page>
    );
  }
  if (load.kind === 'error' || !charge) {
    return (
      <Page>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          We could not load this payment. Please try again.
        </Alert>
      </Page>
    );
  }
  if (charge.status === 'paid') {
    return (
      <SuccessPanel pageTitle="Payment Received" heading={justPaid ? 'Payment Received' : 'Already Paid'}>
        <Typography sx={{ mb: 3 }}>{justPaid ? ADMIN_ORDER_ENTRY_MESSAGES.paymentReceived : ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid}</Typography>
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'left', mb: 3 }}>
          <ChargeSummary charge={charge} />
        </Paper>
        <Button component={RouterLink} to={`/tracking?order=${encodeURIComponent(charge.orderNumber)}`} variant="contained">
          Track Your Order
        </Button>
      </SuccessPanel>
    );
  }

  let body: ReactNode;
  if (charge.status === 'cancelled') {
    body = <Alert severity="info">{ADMIN_ORDER_ENTRY_MESSAGES.chargeCancelled}</Alert>;
  } else if (charge.checkoutUrl) {
    body = (
      <Stack spacing={2}>
        {searchParams.get('paid') === '1' && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                Refresh
              </Button>
            }
          >
            Thank you! Your payment is being confirmed; this can take a moment.
          </Alert>
        )}
        <Button href={charge.checkoutUrl} variant="contained" size="large" startIcon={<LockOutlined />}>
          {`Pay ${formatUsd(dollarsToCents(charge.amount))} securely`}
        </Button>
      </Stack>
    );
  } else if (payment.kind === 'error') {
    body = <PaymentInitFailedAlert onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (payment.kind === 'completing') {
    body = <Busy text="Payment received. Confirming..." />;
  } else if (payment.kind === 'complete-failed') {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void complete(payment.paymentIntentId)}>
            Try again
          </Button>
        }
      >
        {payment.message}
      </Alert>
    );
  } else if (payment.kind === 'ready') {
    body = (
      <PaymentForm
        intent={payment.intent}
        config={payment.config}
        onSucceeded={(id) => void complete(id)}
        onFailed={(message) => toast({ title: ORDER_MESSAGES.paymentFailedTitle, description: message, variant: 'destructive' })}
      />
    );
  } else {
    body = <Busy text="Preparing secure payment..." />;
  }

  return (
    <Page>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        Additional Payment
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        An additional charge was requested for your apostille order.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <ChargeSummary charge={charge} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Card Details
        </Typography>
        {body}
      </Paper>
    </Page>
  );
}

interface PaymentFormProps {
  intent: PaymentLinkIntent;
  config: PaymentConfig;
  onSucceeded: (paymentIntentId: string) => void;
  onFailed: (message: string) => void;
}

/** The order page's own card forms: Stripe Elements when Stripe is configured, the offline form otherwise. */
function PaymentForm({ intent, config, onSucceeded, onFailed }: PaymentFormProps) {
  const [busy, setBusy] = useState(false);
  const props = {
    clientSecret: intent.clientSecret,
    amountLabel: formatUsd(dollarsToCents(intent.amount)),
    busy,
    onProcessing: () => setBusy(true),
    onSucceeded,
    onFailed: (message: string) => {
      setBusy(false);
      onFailed(message);
    },
  };
  return (
    <Suspense fallback={<Busy text="Loading payment form..." />}>
      {config.provider === 'stripe' && config.publishableKey ? (
        <StripeCardForm {...props} publishableKey={config.publishableKey} />
      ) : (
        <OfflineCardForm {...props} />
      )}
    </Suspense>
  );
}
