import { ADMIN_MESSAGES } from '@apostille/domain';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Form, useUpdate } from 'react-admin';
import { serverMessageOf } from '../api/request';
import type { AdminOrder, EditableOrderField } from '../dataProvider/types';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { FormDialogActions } from './FormDialogActions';
import { AddressAndNotesInputs, ANY_DELIVERY_METHOD_CHOICES, CustomerInputs, FieldGroup, MoneyInput, OrderDetailsInputs } from './formFields';
import { EDIT_ORDER_RULES, toOrderChanges, type FormValue } from './orderDraft';

/** The order's own names of the customer fields. */
const CUSTOMER_NAMES = { firstName: 'customerFirstName', lastName: 'customerLastName', email: 'customerEmail', phone: 'customerPhone' } as const;

/** Edit every editable order field of requirements A3 (status has its own dialog); the form starts from the order. */
/** Under Total Amount: a new document count (or service) does not change the price by itself. */
const PRICE_STAYS_TEXT = 'Not recalculated: a new document count or service leaves the price as it is; change it here if it should.';

export function EditOrderDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [update, { isPending }] = useUpdate<AdminOrder>();
  const { notice, show } = useDialogNotice();

  function submit(values: Partial<Record<EditableOrderField, FormValue>>) {
    void update(
      'orders',
      { id: order.id, data: toOrderChanges(values), previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(`Order ${order.orderNumber} updated`, undefined, 'success');
          onClose();
        },
        onError: (error) => show(ADMIN_MESSAGES.updateFailedTitle, serverMessageOf(error, 'Failed to update the order')),
      },
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="edit-order-title">
      {/* The messages show under the fields: react-admin's generic "form is not valid" toast would only repeat them. */}
      <Form record={order} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id="edit-order-title">Edit Order {order.orderNumber}</DialogTitle>
        <DialogContent>
          <FieldGroup title="Customer" first>
            <CustomerInputs names={CUSTOMER_NAMES} rules={EDIT_ORDER_RULES} phoneRequired={false} />
          </FieldGroup>
          <OrderDetailsInputs title="Order" deliveryChoices={ANY_DELIVERY_METHOD_CHOICES} destinationCountrySm={8} deliveryMethodSm={6}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {/* The price is what the customer agreed to: an edit never reprices the order (docs/decisions.md). */}
              <MoneyInput source="totalAmount" label="Total Amount ($)" validate={EDIT_ORDER_RULES.totalAmount} helperText={PRICE_STAYS_TEXT} />
            </Grid>
          </OrderDetailsInputs>
          <AddressAndNotesInputs title="Shipping address" />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDialogActions busy={isPending} onCancel={onClose} submitLabel="Save Changes" />
      </Form>
    </Dialog>
  );
}
