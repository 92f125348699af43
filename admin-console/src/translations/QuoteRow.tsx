import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOf } from '../api/request';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { useToast } from '../toast/useToast';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { translationLabel } from './translationLabels';
import { type TranslationQuoteItem, translationKeys, type TranslationsApi } from '../dataProvider/translations';

/** One quote request; a pending one can be priced, which e-mails the customer a payment link. */
export function QuoteRow({ quote, api }: { quote: TranslationQuoteItem; api: TranslationsApi }) {
  const [price, setPrice] = useState('');
  const toast = useToast();
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: () => api.priceQuote(quote.id, Number(price)),
    onSuccess: () => {
      toast('Quote Sent', 'The customer was e-mailed a payment link.', 'success');
      void client.invalidateQueries({ queryKey: translationKeys.all });
    },
    onError: (error) => toast('Pricing Failed', serverMessageOf(error, 'Failed to price quote.'), 'error'),
  });
  const valid = /^\d+(\.\d{1,2})?$/.test(price.trim()) && Number(price) > 0;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`quote-${quote.orderNumber ?? quote.id}`}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {quote.orderId !== null && quote.orderNumber ? <OrderNumberLink id={quote.orderId} orderNumber={quote.orderNumber} /> : `Quote #${quote.id}`} ·{' '}
        {quote.documentType} · {quote.sourceLanguage} → {quote.targetLanguage}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {quote.customerEmail} · {quote.destinationCountry ?? 'No destination'} · {translationLabel(quote.urgency)} · {formatOrderDate(quote.createdAt)}
      </Typography>
      <Typography variant="body2">
        Status: {translationLabel(quote.status)}
        {quote.estimatedPrice !== null ? ` · ${formatDollars(quote.estimatedPrice)}` : ''}
        {quote.paymentStatus ? ` · Payment ${translationLabel(quote.paymentStatus).toLowerCase()}` : ''}
      </Typography>
      {quote.status === 'pending' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Price ($)"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button variant="contained" disabled={!valid || send.isPending} onClick={() => send.mutate()}>
            Send Quote
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
