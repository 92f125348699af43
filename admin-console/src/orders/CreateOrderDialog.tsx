import { ADMIN_MESSAGES, ADMIN_SIMPLE_DELIVERY_METHODS, DEFAULT_COUNTRY } from '@apostille/domain';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Form } from 'react-admin';
import { DialogNoticeAlert } from '../toast/DialogMessage';
import { FormDialogActions } from './FormDialogActions';
import { AddressAndNotesInputs, CUSTOMER_FIELD_NAMES, CustomerInputs, FieldGroup, NO_RECORD, OrderDetailsInputs } from './formFields';
import { CREATE_ORDER_RULES, emptyCreateOrder, toCreateOrderPayload, type CreateOrderValues } from './orderDraft';
import { useOrderCreation } from './useOrderCreation';

const DELIVERY_CHOICES = ADMIN_SIMPLE_DELIVERY_METHODS.map((method) => ({ id: method.key, name: `${method.name} (${method.priceLabel})` }));

/** New Order (header action): the simple Create Order form, each field with its message of requirements A5. */
export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [defaults] = useState(() => emptyCreateOrder(DEFAULT_COUNTRY));
  const { busy, notice, create } = useOrderCreation();

  async function submit(values: CreateOrderValues) {
    await create(
      'orders',
      toCreateOrderPayload(values),
      { createdTitle: ADMIN_MESSAGES.orderCreatedTitle, failedMessage: ADMIN_MESSAGES.createOrderFailed },
      onClose,
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="create-order-title">
      {/* The messages show under the fields: react-admin's generic "form is not valid" toast would only repeat them. */}
      <Form
        record={NO_RECORD}
        defaultValues={defaults}
        onSubmit={(values: object) => submit(values as CreateOrderValues)}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id="create-order-title">Create New Order</DialogTitle>
        <DialogContent>
          <FieldGroup title="Customer" first>
            <CustomerInputs names={CUSTOMER_FIELD_NAMES} rules={CREATE_ORDER_RULES} phoneRequired />
          </FieldGroup>
          <OrderDetailsInputs title="Order" deliveryChoices={DELIVERY_CHOICES} />
          <AddressAndNotesInputs title="Shipping address (optional)" />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Create Order" />
      </Form>
    </Dialog>
  );
}
