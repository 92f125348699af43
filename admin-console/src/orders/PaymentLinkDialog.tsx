import { ADMIN_MESSAGES, isChargeAmount } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { sendPaymentLink, type ExtraCharge } from '../api/ordersApi';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { formatDollars } from '../format/money';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { MONEY_INPUT_PROPS } from './formFields';

/** An extra charge with a payment link e-mailed to the customer (spec §2, §5). */
export function PaymentLinkDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [charge, setCharge] = useState<ExtraCharge | null>(null);
  const { notice, show, clear } = useDialogNotice();
  const valid = description.trim() !== '' && amount.trim() !== '' && isChargeAmount(Number(amount));
  // The "invalid charge" message goes away as soon as the charge is valid.
  const invalidShown = notice?.title === ADMIN_MESSAGES.invalidExtraCharge;
  useEffect(() => {
    if (invalidShown && valid) clear();
  }, [invalidShown, valid, clear]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const dollars = Number(amount);
    if (!valid) {
      show(ADMIN_MESSAGES.invalidExtraCharge, undefined);
      return;
    }
    clear();
    setBusy(true);
    try {
      const created = await sendPaymentLink(order.id, description.trim(), dollars);
      setCharge(created);
      toast(`Payment link for ${formatDollars(created.amount)} sent to ${order.customerEmail}`, undefined, 'success');
    } catch (failure) {
      show(ADMIN_MESSAGES.sendPaymentLinkFailedTitle, serverMessageOf(failure, 'Failed to create the payment link'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-link-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="payment-link-title">Send Payment Link for {order.orderNumber}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {charge ? (
            <Alert severity="success">
              Payment link sent to {order.customerEmail}:{' '}
              <Link href={charge.paymentUrl} target="_blank" rel="noopener">
                {charge.paymentUrl}
              </Link>
            </Alert>
          ) : (
            <>
              <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} required />
              <TextField label="Amount ($)" type="number" value={amount} onChange={(event) => setAmount(event.target.value)} required slotProps={MONEY_INPUT_PROPS} />
            </>
          )}
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {charge ? 'Close' : 'Cancel'}
          </Button>
          {!charge && (
            <Button type="submit" variant="contained" disabled={busy}>
              Send Payment Link
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
