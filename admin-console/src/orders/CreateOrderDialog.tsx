import { ADMIN_MESSAGES, ADMIN_SIMPLE_DELIVERY_METHODS, DEFAULT_COUNTRY } from '@apostille/domain';
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
import { useDataProvider, useRefresh } from 'react-admin';
import type { CreateOrderPayload } from '../api/ordersApi';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { AddressAndNotesFields, COUNTRY_CHOICES, DOCUMENT_TYPE_CHOICES, SelectField, SERVICE_LEVEL_CHOICES } from './formFields';

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceLevel: string;
  documentType: string;
  documentCount: string;
  destinationCountry: string;
  deliveryMethod: string;
  shippingStreet: string;
  shippingCity: string;
  shippingState: string;
  shippingZipCode: string;
  shippingCountry: string;
  shippingNotes: string;
  notes: string;
}

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
  const optional = (value: string) => value.trim() || undefined;
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
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
    notes: optional(draft.notes),
  };
}

/** New Order (header action): the simple Create Order form. */
export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useDialogNotice();

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
    clear();
    setBusy(true);
    try {
      const { data } = await dataProvider.create<AdminOrder>('orders', { data: toPayload(draft) });
      toast(ADMIN_MESSAGES.orderCreatedTitle, `Order ${data.orderNumber} was created.`, 'success');
      setDraft(EMPTY);
      onClose();
      // Orders and stats refresh after a creation (spec §4).
      refresh();
    } catch (error) {
      show(ADMIN_MESSAGES.creationFailedTitle, serverMessageOf(error, ADMIN_MESSAGES.createOrderFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="create-order-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-order-title">Create New Order</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
            Customer
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="First Name" required {...field('firstName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Last Name" required {...field('lastName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Email" type="email" required {...field('email')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Phone" type="tel" required {...field('phone')} />
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
            <Grid size={{ xs: 12, sm: 4 }}>
              <SelectField label="Destination Country" required choices={COUNTRY_CHOICES} {...field('destinationCountry')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <SelectField label="Delivery Method" required choices={DELIVERY_CHOICES} {...field('deliveryMethod')} />
            </Grid>
          </Grid>
          <AddressAndNotesFields title="Shipping address (optional)" field={field} />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create Order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
