import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BUSINESS_HOURS,
  ORDER_LIFECYCLE,
  CANCELLED_STATUS,
  TRACKING_MESSAGES,
  getDeliveryMethod,
  getServiceTier,
  normalizeOrderStatus,
  originalsHaveArrived,
  statusColour,
  statusIndex,
  statusLabel,
  type StatusColour,
  type TrackedOrder,
} from '@apostille/domain';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DocumentRoutesSection, routesOf } from '../components/routes/RoutePanel';
import { ApiError, apiGet } from '../api/request';
import { useContactInfo } from '../layout/ContactInfo';
import { TranslationState } from '../tracking/TranslationState';
import { ExpectedCompletionNote } from '../components/ExpectedCompletionNote';
import { MailInstructions } from '../confirmation/MailInstructions';
import { DigitalCopiesCard, ReturnShipmentCard } from '../tracking/DeliveredExtras';
import { priceRows } from '../confirmation/confirmationFacts';

export type { TrackedOrder };

type Outcome = { kind: 'found'; order: TrackedOrder } | { kind: 'not-found' } | { kind: 'error'; message: string } | null;

/** Text and background colours that keep 4.5:1 contrast. */
export const STATUS_CHIP_COLOURS: Record<StatusColour, { color: string; bgcolor: string }> = {
  yellow: { color: '#713f12', bgcolor: '#fef9c3' },
  blue: { color: '#1e3a8a', bgcolor: '#dbeafe' },
  grey: { color: '#374151', bgcolor: '#e5e7eb' },
  purple: { color: '#581c87', bgcolor: '#f3e8ff' },
  green: { color: '#14532d', bgcolor: '#dcfce7' },
};

const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, flexWrap: 'wrap' }}>
      <Typography component="dt" color={strong ? 'text.primary' : 'text.secondary'} variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function StatusChip({ status }: { status: string }) {
  return <Chip label={statusLabel(status)} size="small" sx={{ fontWeight: 700, ...STATUS_CHIP_COLOURS[statusColour(status)] }} />;
}

function ProgressTracker({ status }: { status: string }) {
  const current = statusIndex(status);
  return (
    <Box
      component="ol"
      aria-label="Order progress"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(7, 1fr)' } }}
    >
      {ORDER_LIFECYCLE.map((step, index) => {
        const done = current >= 0 && index < current;
        const isCurrent = index === current;
        return (
          <Box
            component="li"
            key={step.key}
            aria-current={isCurrent ? 'step' : undefined}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              alignItems: 'center',
              gap: 1,
              p: 1,
              borderRadius: 2,
              textAlign: { md: 'center' },
              bgcolor: isCurrent ? 'primary.main' : done ? '#dcfce7' : 'transparent',
              color: isCurrent ? '#ffffff' : done ? '#14532d' : 'text.secondary',
              border: '1px solid',
              borderColor: isCurrent ? 'primary.main' : done ? '#86efac' : 'divider',
            }}
          >
            {done || isCurrent ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
            <Typography variant="body2" component="span" sx={{ fontWeight: isCurrent ? 700 : 500 }}>
              {step.label}
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {done ? ' (done)' : isCurrent ? ' (current step)' : ' (upcoming)'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function HelpCard() {
  const contact = useContactInfo();
  return (
    <Section title="Need help?">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Questions about your order? Our team answers within 24 hours, {BUSINESS_HOURS} (Eastern).
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to="/contact" variant="outlined">
          Contact Support
        </Button>
        {contact && (
          <Button component="a" href={`mailto:${contact.supportEmail}`} variant="text">
            {contact.supportEmail}
          </Button>
        )}
      </Stack>
    </Section>
  );
}

function OrderResult({ order }: { order: TrackedOrder }) {
  const cancelled = order.status === CANCELLED_STATUS;
  const tier = getServiceTier(order.serviceLevel);
  const delivery = getDeliveryMethod(order.deliveryMethod);
  return (
    <Stack spacing={2.5} sx={{ mt: 4 }} aria-labelledby="tracked-order-heading" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="tracked-order-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
          Order {order.orderNumber}
        </Typography>
        <StatusChip status={order.status} />
      </Box>

      {cancelled ? (
        <Alert severity="info" data-testid="order-cancelled">
          This order was cancelled at your request. We have e-mailed you what is refunded; refunds go to the card used for payment, normally within 10 business
          days.
        </Alert>
      ) : (
        <Section title="Progress">
          <ProgressTracker status={order.status} />
        </Section>
      )}

      <ExpectedCompletionNote expected={order.expectedCompletion} />

      {/* Until the originals arrive the customer still needs where to send them and the slip to enclose. */}
      {!cancelled && !originalsHaveArrived(normalizeOrderStatus(order.status) ?? 'pending') && (
        <MailInstructions orderNumber={order.orderNumber} customerEmail={order.customerEmail} />
      )}

      <ReturnShipmentCard shipment={order.shipment} />
      <DigitalCopiesCard copies={order.digitalCopies} status={order.status} />

      {routesOf(order).length > 0 && (
        <Card variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent>
            <DocumentRoutesSection routes={routesOf(order)} />
          </CardContent>
        </Card>
      )}

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <Section title="Order Details">
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Order number" value={order.orderNumber} />
            <Row label="Placed on" value={longDate(order.createdAt)} />
            <Row label="Service level" value={tier?.name ?? order.serviceLevel} />
            <Row label="Document type" value={order.documentType} />
            <Row label="Destination" value={order.destinationCountry} />
            <Row label="Delivery method" value={delivery?.name ?? order.deliveryMethod} />
          </Box>
        </Section>
        <Section title="Customer Information">
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Name" value={`${order.customerFirstName} ${order.customerLastName}`} />
            <Row label="Email" value={order.customerEmail} />
            <Row label="Phone" value={order.customerPhone} />
          </Box>
        </Section>
        <Section title="Pricing">
          <Box component="dl" sx={{ m: 0 }}>
            {priceRows(order.breakdown, order.totalAmount, tier?.name ?? order.serviceLevel, order.deliveryMethod).map((row) => (
              <Row key={row.label} label={row.label} value={row.amount} strong={row.total} />
            ))}
          </Box>
        </Section>
      </Box>

      <Section title="Status History">
        {order.statusHistory.length === 0 ? (
          <Typography variant="body2">No status changes yet.</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {[...order.statusHistory].reverse().map((entry, index) => (
              <Box component="li" key={`${entry.changedAt}-${index}`} sx={{ borderLeft: '3px solid', borderColor: 'primary.main', pl: 1.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StatusChip status={entry.newStatus} />
                  <Typography variant="body2" color="text.secondary">
                    {dateTime(entry.changedAt)}
                  </Typography>
                </Box>
                {entry.notes && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {entry.notes}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Section>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Additional Services">
          {order.services.length === 0 ? (
            <Typography variant="body2">No additional services.</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0 }}>
              {order.services.map((service) => (
                <Row key={service.details} label={service.details} value={dollars(service.price)} />
              ))}
            </Box>
          )}
          <TranslationState translation={order.translation} />
        </Section>
        <Section title="Uploaded Documents">
          {order.documents.length === 0 ? (
            <Typography variant="body2">No documents uploaded.</Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {order.documents.map((document, index) => (
                <Box component="li" key={`${document.originalName}-${index}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {document.originalName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(document.fileSize)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Section>
      </Box>

      <HelpCard />
      <Box>
        <Button component={RouterLink} to="/order" variant="contained" size="large">
          Start New Order
        </Button>
      </Box>
    </Stack>
  );
}

/** /tracking: order number + e-mail; searches at once when both query parameters are present. */
export function TrackingPage() {
  const [params, setParams] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get('order') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const searched = useRef<string | null>(null);

  const search = useCallback(async (number: string, address: string) => {
    setLoading(true);
    setOutcome(null);
    try {
      const query = new URLSearchParams({ orderNumber: number.trim(), email: address.trim() });
      setOutcome({ kind: 'found', order: await apiGet<TrackedOrder>(`/api/orders/track?${query.toString()}`) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setOutcome({ kind: 'not-found' });
      else if (error instanceof ApiError) setOutcome({ kind: 'error', message: error.serverMessage ?? error.message });
      else setOutcome({ kind: 'error', message: 'Network error. Please try again.' });
    } finally {
      setLoading(false);
    }
  }, []);

  // A link with ?order=…&email=… searches at once (e.g. View Details in the dashboard).
  useEffect(() => {
    const number = params.get('order')?.trim() ?? '';
    const address = params.get('email')?.trim() ?? '';
    const key = `${number}\n${address}`;
    if (number && address && searched.current !== key) {
      searched.current = key;
      setOrderNumber(number);
      setEmail(address);
      void search(number, address);
    }
  }, [params, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!orderNumber.trim() || !email.trim()) {
      setFormError(TRACKING_MESSAGES.bothRequired);
      return;
    }
    setFormError(null);
    searched.current = `${orderNumber.trim()}\n${email.trim()}`;
    setParams({ order: orderNumber.trim(), email: email.trim() }, { replace: true });
    void search(orderNumber, email);
  };

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Track Your Order | Apostille Services</title>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        Track Your Order
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        Enter your order number and the e-mail address you used when ordering.
      </Typography>

      <Card variant="outlined" component="form" noValidate onSubmit={submit} aria-label="Track an order">
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, alignItems: 'start' }}>
            <TextField
              id="tracking-order-number"
              label="Order number"
              placeholder="APO-2025-001"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              autoComplete="off"
            />
            <TextField
              id="tracking-email"
              label="Email address"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
            />
            <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ height: 56 }}>
              {loading ? <CircularProgress size={22} color="inherit" aria-label="Searching" /> : 'Track Order'}
            </Button>
          </Box>
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
        </CardContent>
      </Card>

      {outcome?.kind === 'not-found' && (
        <Alert severity="warning" sx={{ mt: 4 }} role="alert">
          <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {TRACKING_MESSAGES.notFoundTitle}
          </AlertTitle>
          <Typography variant="body2" gutterBottom>
            {TRACKING_MESSAGES.notFound}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>Use the exact e-mail address you entered when placing the order.</li>
            <li>Check the order number format: APO-YYYY-### (for example APO-2025-001).</li>
            <li>New orders can take up to 24 hours to appear.</li>
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Still stuck?{' '}
            <Link component={RouterLink} to="/contact" sx={{ color: 'inherit', fontWeight: 700 }}>
              Contact us
            </Link>
            .
          </Typography>
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 4 }} role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'found' && <OrderResult order={outcome.order} />}
    </Container>
  );
}
