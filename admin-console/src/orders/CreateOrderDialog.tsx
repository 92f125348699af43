import { ADMIN_MESSAGES, ADMIN_SIMPLE_DELIVERY_METHODS, DEFAULT_COUNTRY } from '@apostille/domain';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import type { CreateOrderPayload } from '../api/ordersApi';
import { DialogNoticeAlert } from '../toast/DialogMessage';
import { FormDialogActions } from './FormDialogActions';
import { AddressAndNotesFields, CUSTOMER_FIELD_NAMES, CustomerFields, FieldGroup, OrderDetailsFields } from './formFields';
import { addressAndNotesOf, orderDetailsOf } from './orderDraft';
import { useOrderCreation } from './useOrderCreation';

/** The form as typed: one text per field of the request. */
type Draft = Record<keyof CreateOrderPayload, string>;

type Errors = Partial<Record<keyof Draft, string>>;

/** Spec §9 defaults: United States, mail, 1 document. */
const EMPTY: Draft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceLevel: '',
  documentType: '',
  documentCount: '1',
  destinationCountry: DEFAULT_COUNTRY,
  deliveryMethod: 'mail',
  shippingStreet: '',
  shippingCity: '',
  shippingState: '',
  shippingZipCode: '',
  shippingCountry: '',
  shippingNotes: '',
  notes: '',
};

const DELIVERY_CHOICES = ADMIN_SIMPLE_DELIVERY_METHODS.map((method) => ({ value: method.key, label: `${method.name} (${method.priceLabel})` }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Create Order rules and messages of spec §5. */
export function validateCreateOrder(draft: Draft): Errors {
  const errors: Errors = {};
  if (!draft.firstName.trim()) errors.firstName = ADMIN_MESSAGES.firstNameRequired;
  if (!draft.lastName.trim()) errors.lastName = ADMIN_MESSAGES.lastNameRequired;
  if (!EMAIL.test(draft.email.trim())) errors.email = ADMIN_MESSAGES.validEmailRequired;
  if (!draft.phone.trim()) errors.phone = ADMIN_MESSAGES.phoneRequired;
  if (!draft.serviceLevel) errors.serviceLevel = ADMIN_MESSAGES.serviceLevelRequired;
  if (!draft.documentType) errors.documentType = ADMIN_MESSAGES.documentTypeRequired;
  if (!/^\d+$/.test(draft.documentCount.trim()) || Number(draft.documentCount) < 1) errors.documentCount = ADMIN_MESSAGES.documentCountMin;
  if (!draft.destinationCountry) errors.destinationCountry = ADMIN_MESSAGES.destinationCountryRequired;
  if (!draft.deliveryMethod) errors.deliveryMethod = ADMIN_MESSAGES.deliveryMethodRequired;
  return errors;
}

function toPayload(draft: Draft): CreateOrderPayload {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    ...orderDetailsOf(draft),
    // Blank address fields and notes are left out.
    ...addressAndNotesOf(draft, undefined),
  };
}

/** New Order (header action): the simple Create Order form. */
export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, notice, create } = useOrderCreation();

  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCreateOrder(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await create('orders', toPayload(draft), { createdTitle: ADMIN_MESSAGES.orderCreatedTitle, failedMessage: ADMIN_MESSAGES.createOrderFailed }, () => {
      setDraft(EMPTY);
      onClose();
    });
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="create-order-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-order-title">Create New Order</DialogTitle>
        <DialogContent>
          <FieldGroup title="Customer" first>
            <CustomerFields names={CUSTOMER_FIELD_NAMES} field={field} phoneRequired />
          </FieldGroup>
          <OrderDetailsFields title="Order" field={field} deliveryChoices={DELIVERY_CHOICES} />
          <AddressAndNotesFields title="Shipping address (optional)" field={field} />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Create Order" />
      </form>
    </Dialog>
  );
}
