import { ADMIN_MESSAGES, isMoneyInput } from '@apostille/domain';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useUpdate } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { EDITABLE_ORDER_FIELDS, type AdminOrder, type EditableOrderField } from '../dataProvider/types';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { FormDialogActions } from './FormDialogActions';
import { AddressAndNotesFields, ANY_DELIVERY_METHOD_CHOICES, CustomerFields, FieldGroup, MONEY_INPUT_PROPS, OrderDetailsFields } from './formFields';
import { addressAndNotesOf, orderDetailsOf } from './orderDraft';

type Draft = Record<EditableOrderField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The order's own names of the customer fields. */
const CUSTOMER_NAMES = { firstName: 'customerFirstName', lastName: 'customerLastName', email: 'customerEmail', phone: 'customerPhone' } as const;

function toDraft(order: AdminOrder): Draft {
  const draft = {} as Draft;
  for (const field of EDITABLE_ORDER_FIELDS) {
    const value = order[field];
    draft[field] = value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

/** Validation of the edit form; messages reuse the Create Order texts of spec §5. */
function validate(draft: Draft): Partial<Record<EditableOrderField, string>> {
  const errors: Partial<Record<EditableOrderField, string>> = {};
  if (!draft.customerFirstName.trim()) errors.customerFirstName = ADMIN_MESSAGES.firstNameRequired;
  if (!draft.customerLastName.trim()) errors.customerLastName = ADMIN_MESSAGES.lastNameRequired;
  if (!EMAIL.test(draft.customerEmail.trim())) errors.customerEmail = ADMIN_MESSAGES.validEmailRequired;
  if (!draft.serviceLevel) errors.serviceLevel = ADMIN_MESSAGES.serviceLevelRequired;
  if (!draft.documentType) errors.documentType = ADMIN_MESSAGES.documentTypeRequired;
  if (!/^\d+$/.test(draft.documentCount) || Number(draft.documentCount) < 1) errors.documentCount = ADMIN_MESSAGES.documentCountMin;
  if (!draft.destinationCountry) errors.destinationCountry = ADMIN_MESSAGES.destinationCountryRequired;
  if (!draft.deliveryMethod) errors.deliveryMethod = ADMIN_MESSAGES.deliveryMethodRequired;
  if (!isMoneyInput(Number(draft.totalAmount)) || draft.totalAmount.trim() === '') errors.totalAmount = 'Total must be 0 or more with at most 2 decimals';
  return errors;
}

/** Draft → the typed values the dataProvider sends in UpdateOrderInput (blank optional texts become null). */
function fromDraft(draft: Draft): Partial<AdminOrder> {
  return {
    customerFirstName: draft.customerFirstName.trim(),
    customerLastName: draft.customerLastName.trim(),
    customerEmail: draft.customerEmail.trim(),
    customerPhone: draft.customerPhone.trim() || null,
    ...orderDetailsOf(draft),
    ...addressAndNotesOf(draft, null),
    totalAmount: Number(draft.totalAmount),
  };
}

/** Edit every editable order field of spec §3 (status has its own dialog). */
export function EditOrderDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<Draft>(() => toDraft(order));
  const [errors, setErrors] = useState<Partial<Record<EditableOrderField, string>>>({});
  const [update, { isPending }] = useUpdate<AdminOrder>();
  const { notice, show } = useDialogNotice();

  const field = (name: EditableOrderField) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update(
      'orders',
      { id: order.id, data: fromDraft(draft), previousData: order },
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
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-order-title">Edit Order {order.orderNumber}</DialogTitle>
        <DialogContent>
          <FieldGroup title="Customer" first>
            <CustomerFields names={CUSTOMER_NAMES} field={field} phoneRequired={false} />
          </FieldGroup>
          <OrderDetailsFields title="Order" field={field} deliveryChoices={ANY_DELIVERY_METHOD_CHOICES} destinationCountrySm={8} deliveryMethodSm={6}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Total Amount ($)" type="number" required slotProps={MONEY_INPUT_PROPS} {...field('totalAmount')} />
            </Grid>
          </OrderDetailsFields>
          <AddressAndNotesFields title="Shipping address" field={field} />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDialogActions busy={isPending} onCancel={onClose} submitLabel="Save Changes" />
      </form>
    </Dialog>
  );
}
