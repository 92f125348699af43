import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd, invoicePeriodName, previousInvoicePeriod } from '@apostille/domain';
import { serverMessageOf } from '../api/request';
import { useToast } from '../toast/useToast';
import { runMonthlyInvoices } from './monthlyInvoiceRunApi';

/**
 * Starts the monthly invoice run for a month that has ended, for every account billed monthly. It
 * runs by itself on the 1st; staff start it again after fixing something, and a month already
 * billed writes nothing more.
 */
export function MonthlyInvoiceRun() {
  const toast = useToast();
  const [period, setPeriod] = useState(() => invoicePeriodName(previousInvoicePeriod(new Date())));
  const run = useMutation({
    mutationFn: () => runMonthlyInvoices(period),
    onSuccess: (result) =>
      toast(
        result.invoices === 0 ? `No new invoices for ${result.period}` : `${result.invoices} invoice${result.invoices === 1 ? '' : 's'} written`,
        result.invoices === 0 ? 'Every order of that month on account is already invoiced.' : `${result.orders} orders, ${formatUsd(result.totalCents)}`,
        'success',
      ),
    onError: (error) => toast('No invoices written', serverMessageOf(error, 'The invoice run failed.'), 'error'),
  });
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Monthly invoices
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Accounts billed monthly get one invoice for their orders of a month, with one payment link. It runs on the 1st for the month before.
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label="Month"
            type="month"
            size="small"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 0, width: 180 }}
          />
          <Button variant="contained" size="small" disabled={!period || run.isPending} onClick={() => run.mutate()}>
            Write invoices
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
