import { ADMIN_MESSAGES } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Form, FormDataConsumer, TextInput } from 'react-admin';
import { sendPaymentLink, type ExtraCharge } from '../api/ordersApi';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { formatDollars } from '../format/money';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { MoneyInput, NO_RECORD } from './formFields';
import { PAYMENT_LINK_RULES, paymentLinkProblem, textOf, type PaymentLinkValues } from './orderDraft';

const EMPTY: PaymentLinkValues = { description: '', amount: null };

/** Takes the "invalid charge" message back as soon as the charge is valid. */
function ValidChargeFollower({ valid, shown, onFixed }: { valid: boolean; shown: boolean; onFixed: () => void }) {
  useEffect(() => {
    if (shown && valid) onFixed();
  }, [shown, valid, onFixed]);
  return null;
}

/** An extra charge with a payment link e-mailed to the customer (requirements A2, A5). */
export function PaymentLinkDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [charge, setCharge] = useState<ExtraCharge | null>(null);
  const { notice, show, clear } = useDialogNotice();
  const invalidShown = notice?.title === ADMIN_MESSAGES.invalidExtraCharge;

  /** Requirements A5: "Please enter a valid description and amount." as the notice's title, when it applies. */
  function reportProblem(values: PaymentLinkValues) {
    const problem = paymentLinkProblem(values);
    if (problem) show(problem, undefined);
  }

  async function submit(values: PaymentLinkValues) {
    clear();
    setBusy(true);
    try {
      const created = await sendPaymentLink(order.id, textOf(values.description), Number(values.amount));
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
      {/* The spec's message is the notice above the buttons, in place of react-admin's generic "form is not valid" toast. */}
      <Form
        record={NO_RECORD}
        defaultValues={EMPTY}
        onSubmit={(values: object) => submit(values as PaymentLinkValues)}
        noValidate
        disableInvalidFormNotification
      >
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
              <TextInput source="description" label="Description" validate={PAYMENT_LINK_RULES.description} helperText={false} />
              <MoneyInput source="amount" label="Amount ($)" validate={PAYMENT_LINK_RULES.amount} />
            </>
          )}
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDataConsumer<PaymentLinkValues>>
          {({ formData }) => (
            <>
              <ValidChargeFollower valid={paymentLinkProblem(formData) === null} shown={invalidShown} onFixed={clear} />
              <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                  {charge ? 'Close' : 'Cancel'}
                </Button>
                {!charge && (
                  <Button type="submit" variant="contained" disabled={busy} onClick={() => reportProblem(formData)}>
                    Send Payment Link
                  </Button>
                )}
              </DialogActions>
            </>
          )}
        </FormDataConsumer>
      </Form>
    </Dialog>
  );
}
