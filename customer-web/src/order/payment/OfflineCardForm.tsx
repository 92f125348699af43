import Alert from '@mui/material/Alert';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../../api/request';
import { intentIdFromSecret } from './paymentApi';
import type { CardFormProps } from './types';

interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (as typed). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12/34'. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Field errors of the card form; an empty object when it can be submitted. */
export function cardErrors(c: CardFields, now = new Date()): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = digits(c.cardNumber);
  if (number.length < 12 || number.length > 19) errors.cardNumber = 'Enter a valid card number';
  const m = /^(\d{2})\/(\d{2})$/.exec(c.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  const year = m ? 2000 + Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = 'This card has expired';
  if (!/^\d{3,4}$/.test(c.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (c.postalCode.trim().length < 3) errors.postalCode = 'Enter the billing ZIP code';
  return errors;
}

/** Card form of the built-in (offline) payment provider: POST /api/payments/offline/confirm. */
export default function OfflineCardForm({ clientSecret, amountLabel, busy, onProcessing, onSucceeded, onFailed }: CardFormProps) {
  const [card, setCard] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '', postalCode: '' });
  const [submitted, setSubmitted] = useState(false);
  // The provider's refusal stays on the form (not only in a toast) until the customer changes the card.
  const [declined, setDeclined] = useState<string | null>(null);
  const edit = (next: CardFields) => {
    setCard(next);
    setDeclined(null);
  };
  const fail = (message: string) => {
    setDeclined(message);
    onFailed(message);
  };
  const errors = cardErrors(card);
  const show = (k: keyof CardFields) => (submitted ? errors[k] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0) return;
    const [mm, yy] = card.expiry.split('/');
    onProcessing();
    try {
      const res = await apiRequest<{ status: string; paymentIntentId?: string; message?: string }>('POST', '/api/payments/offline/confirm', {
        clientSecret,
        cardNumber: digits(card.cardNumber),
        expMonth: Number(mm),
        expYear: 2000 + Number(yy),
        cvc: card.cvc.trim(),
        postalCode: card.postalCode.trim(),
      });
      if (res?.status === 'succeeded') onSucceeded(res.paymentIntentId ?? intentIdFromSecret(clientSecret));
      else fail(res?.message ?? 'Your payment could not be completed.');
    } catch (err) {
      fail((err instanceof ApiError && err.serverMessage) || 'Your payment could not be completed. Please try again.');
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2} aria-label="Card payment">
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            id="card-number"
            label="Card Number"
            fullWidth
            required
            autoComplete="cc-number"
            value={card.cardNumber}
            onChange={(e) => edit({ ...card, cardNumber: formatCardNumber(e.target.value) })}
            error={Boolean(show('cardNumber'))}
            helperText={show('cardNumber')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            disabled={busy}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            id="card-expiry"
            label="Expiry (MM/YY)"
            fullWidth
            required
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => edit({ ...card, expiry: formatExpiry(e.target.value) })}
            error={Boolean(show('expiry'))}
            helperText={show('expiry')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            disabled={busy}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            id="card-cvc"
            label="CVC"
            fullWidth
            required
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={(e) => edit({ ...card, cvc: digits(e.target.value).slice(0, 4) })}
            error={Boolean(show('cvc'))}
            helperText={show('cvc')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            disabled={busy}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            id="card-postal-code"
            label="Billing ZIP Code"
            fullWidth
            required
            autoComplete="postal-code"
            value={card.postalCode}
            onChange={(e) => edit({ ...card, postalCode: e.target.value.slice(0, 10) })}
            error={Boolean(show('postalCode'))}
            helperText={show('postalCode')}
            disabled={busy}
          />
        </Grid>
      </Grid>
      {declined && (
        <Alert severity="error" role="alert" data-testid="card-declined">
          {declined}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOutlined />}
      >
        {busy ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </Stack>
  );
}
