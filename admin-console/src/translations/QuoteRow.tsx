import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext, useUpdate } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { useToast } from '../toast/useToast';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { translationLabel } from './translationLabels';
import { TRANSLATION_QUOTES, type TranslationQuoteItem } from '../dataProvider/translations';

/** One quote request (the translation-quotes record in context); a pending one can be priced, which e-mails the customer a payment link. */
export function QuoteRow() {
  const quote = useRecordContext<TranslationQuoteItem>();
  const [price, setPrice] = useState('');
  const toast = useToast();
  const [update, { isPending }] = useUpdate<TranslationQuoteItem & { price?: number }>();
  if (!quote) return null;
  const send = () =>
    void update(
      TRANSLATION_QUOTES,
      { id: quote.id, data: { price: Number(price) }, previousData: quote },
      {
        onSuccess: () => toast('Quote Sent', 'The customer was e-mailed a payment link.', 'success'),
        onError: (error) => toast('Pricing Failed', serverMessageOf(error, 'Failed to price quote.'), 'error'),
      },
    );
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
          <Button variant="contained" disabled={!valid || isPending} onClick={send}>
            Send Quote
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
