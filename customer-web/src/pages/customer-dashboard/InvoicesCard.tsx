import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatUsd, invoicePeriodLabel } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { apiGet } from '../../api/request';
import { failureText } from '../../session/customerApi';

/** An invoice as GET /api/customers/invoices lists it. */
export interface CustomerInvoiceView {
  id: number;
  /** 'YYYY-MM' */
  period: string;
  orderCount: number;
  totalCents: number;
  createdAt: string;
  payment: { status: 'paid' | 'unpaid'; paymentUrl?: string };
}

interface InvoicesAnswer {
  billedMonthly: boolean;
  invoices: CustomerInvoiceView[];
}

const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';

function InvoiceRow({ invoice }: { invoice: CustomerInvoiceView }) {
  const paid = invoice.payment.status === 'paid';
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{invoicePeriodLabel(invoice.period)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {invoice.orderCount} order{invoice.orderCount === 1 ? '' : 's'} · {formatUsd(invoice.totalCents)}
        </Typography>
      </Box>
      <Chip size="small" color={paid ? 'success' : 'warning'} label={paid ? 'Paid' : 'Unpaid'} />
      {!paid && invoice.payment.paymentUrl && (
        <Button size="small" variant="contained" href={invoice.payment.paymentUrl} aria-label={`Pay the invoice for ${invoicePeriodLabel(invoice.period)}`}>
          Pay {formatUsd(invoice.totalCents)}
        </Button>
      )}
    </Box>
  );
}

/**
 * The monthly invoices of a wholesale account billed monthly: each month's order count and total,
 * paid or not, and the link that pays it while unpaid. Nothing shows for an account that is not
 * billed monthly and never was.
 */
export function InvoicesCard() {
  const [answer, setAnswer] = useState<InvoicesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiGet<Partial<InvoicesAnswer> | null>('/api/customers/invoices').then(
      // Read defensively: an answer without the list (an older server) shows no card rather than breaking the tab.
      (loaded) => setAnswer({ billedMonthly: loaded?.billedMonthly === true, invoices: Array.isArray(loaded?.invoices) ? loaded.invoices : [] }),
      (failure: unknown) => setError(failureText(failure, 'Could not load your invoices.', NETWORK_ERROR)),
    );
  }, []);

  if (!error && (!answer || (!answer.billedMonthly && answer.invoices.length === 0))) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          Invoices
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {answer && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Orders placed on account are billed on one invoice a month, sent by e-mail on the 1st.
            </Typography>
            {answer.invoices.length === 0 ? (
              <Typography>No invoices yet.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {answer.invoices.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
