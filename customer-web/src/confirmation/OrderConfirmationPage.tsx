import { ORDER_MESSAGES } from '@apostille/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DocumentRoutesSection, routesOf } from '../components/routes/RoutePanel';
import { useToast } from '../components/toast/ToastProvider';
import { loadConfirmation } from './confirmationStore';
import { breakdownRows, documentLines, importantInformation, nextSteps, trackingHref } from './confirmationFacts';
import { ExpectedCompletionNote } from '../components/ExpectedCompletionNote';
import { MailInstructions } from './MailInstructions';

/** Order confirmation (route /order-confirmation): router state, else this tab's stored copy. */
export function OrderConfirmationPage() {
  const location = useLocation();
  const toast = useToast();
  const [confirmation] = useState(() => loadConfirmation(location.state));
  const [saving, setSaving] = useState(false);

  if (!confirmation) {
    return (
      <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <title>Order Confirmation | Apostille Services</title>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
          {ORDER_MESSAGES.noOrderInformation}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Start a New Order
        </Button>
      </Container>
    );
  }

  const c = confirmation;
  const savePdf = async () => {
    setSaving(true);
    try {
      const { saveOrderPdf } = await import('./orderPdf');
      await saveOrderPdf(c);
    } catch {
      toast({ title: 'PDF not saved', description: 'Please use Print and choose "Save as PDF" instead.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <title>{`Order ${c.order.orderNumber} Confirmed | Apostille Services`}</title>
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, fontWeight: 700 }}>
            {ORDER_MESSAGES.orderConfirmedTitle}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            Order number: <strong data-testid="order-number">{c.order.orderNumber}</strong>
          </Typography>
          <Typography color="text.secondary">Thank you, {c.customerName}. Your payment was received.</Typography>
          {/* A guest checkout stores no password: the order appears in an account only after the
              customer registers with this address and confirms it. */}
          {c.order.isNewAccount && (
            <Typography color="text.secondary" variant="body2">
              To see this order in an account,{' '}
              <MuiLink component={RouterLink} to={`/customer-login?tab=create-account&email=${encodeURIComponent(c.customerEmail)}`}>
                create an account
              </MuiLink>{' '}
              with {c.customerEmail} and confirm your e-mail address. You can always track it with your order number and e-mail.
            </Typography>
          )}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', mt: 2, displayPrint: 'none' }}>
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void savePdf()} disabled={saving}>
              Save as PDF
            </Button>
          </Stack>
        </Box>

        <ExpectedCompletionNote expected={c.order.expectedCompletion} />

        <Paper variant="outlined" component="section" aria-labelledby="next-title" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="next-title" variant="h5" component="h2" gutterBottom>
            What happens next
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {nextSteps(c).map((s) => (
              <Typography component="li" key={s} sx={{ mb: 0.5 }}>
                {s}
              </Typography>
            ))}
          </Box>
        </Paper>

        {routesOf(c.order).length > 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <DocumentRoutesSection routes={routesOf(c.order)} />
          </Paper>
        )}

        <MailInstructions orderNumber={c.order.orderNumber} customerEmail={c.customerEmail} documents={documentLines(c)} />

        <Alert severity="warning" component="section" aria-labelledby="important-title">
          <Typography id="important-title" variant="h6" component="h2">
            Important information
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {importantInformation(c).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </Box>
        </Alert>

        <Paper variant="outlined" component="section" aria-labelledby="breakdown-title" sx={{ p: { xs: 2, md: 3 }, breakInside: 'avoid' }}>
          <Typography id="breakdown-title" variant="h5" component="h2" gutterBottom>
            Price breakdown
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            {breakdownRows(c).map((row) => (
              <Box key={row.label}>
                {row.total && <Divider sx={{ mb: 1 }} />}
                <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid={row.total ? 'order-total' : undefined}>
                  <Typography component="dt" sx={{ fontWeight: row.total ? 700 : 400 }}>
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: row.total ? 700 : 500 }}>
                    {row.amount}
                  </Typography>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Paper>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', displayPrint: 'none' }}>
          <Button component={RouterLink} to={trackingHref(c)} variant="contained">
            Track Your Order
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Place Another Order
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
