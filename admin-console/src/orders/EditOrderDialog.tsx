import { ADMIN_MESSAGES, isMoneyInput } from '@apostille/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useUpdate } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { EDITABLE_ORDER_FIELDS, type AdminOrder, type EditableOrderField } from '../dataProvider/types';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { AddressAndNotesFields, ANY_DELIVERY_METHOD_CHOICES, COUNTRY_CHOICES, DOCUMENT_TYPE_CHOICES, MONEY_INPUT_PROPS, SelectField, SERVICE_LEVEL_CHOICES } from './formFields';

type Draft = Record<EditableOrderField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    customerFirstName: draft.customerFirstName.trim(),
    customerLastName: draft.customerLastName.trim(),
    customerEmail: draft.customerEmail.trim(),
    customerPhone: optional(draft.customerPhone),
    serviceLevel: draft.serviceLevel,
    documentType: draft.documentType,
    documentCount: Number(draft.documentCount),
    destinationCountry: draft.destinationCountry,
    deliveryMethod: draft.deliveryMethod,
    shippingStreet: optional(draft.shippingStreet),
    shippingCity: optional(draft.shippingCity),
    shippingState: optional(draft.shippingState),
    shippingZipCode: optional(draft.shippingZipCode),
    shippingCountry: optional(draft.shippingCountry),
    shippingNotes: optional(draft.shippingNotes),
    totalAmount: Number(draft.totalAmount),
    notes: optional(draft.notes),
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
          <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
            Customer
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="First Name" required {...field('customerFirstName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Last Name" required {...field('customerLastName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Email" type="email" required {...field('customerEmail')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Phone" type="tel" {...field('customerPhone')} />
            </Grid>
          </Grid>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            Order
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField label="Service Level" required choices={SERVICE_LEVEL_CHOICES} {...field('serviceLevel')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField label="Document Type" required choices={DOCUMENT_TYPE_CHOICES} {...field('documentType')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField label="Document Count" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} {...field('documentCount')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <SelectField label="Destination Country" required choices={COUNTRY_CHOICES} {...field('destinationCountry')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField label="Delivery Method" required choices={ANY_DELIVERY_METHOD_CHOICES} {...field('deliveryMethod')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Total Amount ($)" type="number" required slotProps={MONEY_INPUT_PROPS} {...field('totalAmount')} />
            </Grid>
          </Grid>
          <AddressAndNotesFields title="Shipping address" field={field} />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
