import { ADMIN_CUSTOM_DELIVERY_METHODS, ADMIN_ORDER_DELIVERY_METHODS, DELIVERY_METHODS, DESTINATION_COUNTRIES, DOCUMENT_TYPES, SERVICE_TIERS } from '@apostille/domain';
import Grid, { type GridProps } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export const SERVICE_LEVEL_CHOICES: Choice[] = SERVICE_TIERS.map((tier) => ({ value: tier.key, label: tier.name }));
export const DOCUMENT_TYPE_CHOICES: Choice[] = DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));
export const COUNTRY_CHOICES: Choice[] = DESTINATION_COUNTRIES.map((country) => ({ value: country.name, label: country.name }));

/** Every method an order may carry (Edit Order), named where the catalogues name it. */
export const ANY_DELIVERY_METHOD_CHOICES: Choice[] = ADMIN_ORDER_DELIVERY_METHODS.map((key) => ({
  value: key,
  label: ADMIN_CUSTOM_DELIVERY_METHODS.find((m) => m.key === key)?.name ?? DELIVERY_METHODS.find((m) => m.key === key)?.name ?? key,
}));

/** A select over choices; a current value missing from them (legacy data) stays selectable. */
export function SelectField({ choices, value, ...props }: TextFieldProps & { choices: Choice[]; value: string }) {
  const all = value && !choices.some((choice) => choice.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <TextField select value={value} {...props}>
      {all.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Money input in dollars: ≥ 0, step 0.01 (spec §5). */
export const MONEY_INPUT_PROPS = { htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' as const } };

/** A titled group of fields: a subheading over a grid of cells (the first group of a dialog sits closer to the title). */
export function FieldGroup({ title, first = false, children }: { title: string; first?: boolean; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: first ? 1 : 2, mb: 1 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </>
  );
}

type CustomerField = 'firstName' | 'lastName' | 'email' | 'phone';

/** The customer fields under the names the Create Order and Custom Order forms give them. */
export const CUSTOMER_FIELD_NAMES = { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone' } as const;

interface CustomerFieldsProps<N extends string> {
  /** The form's own name of each customer field. */
  names: Record<CustomerField, N>;
  field: (name: N) => TextFieldProps;
  phoneRequired: boolean;
  /** The size of each of the four cells. */
  size?: GridProps['size'];
}

/** First Name, Last Name, Email and Phone: four cells of the caller's grid, shared by the three order dialogs. */
export function CustomerFields<N extends string>({ names, field, phoneRequired, size = { xs: 12, sm: 6 } }: CustomerFieldsProps<N>) {
  return (
    <>
      <Grid size={size}>
        <TextField label="First Name" required {...field(names.firstName)} />
      </Grid>
      <Grid size={size}>
        <TextField label="Last Name" required {...field(names.lastName)} />
      </Grid>
      <Grid size={size}>
        <TextField label="Email" type="email" required {...field(names.email)} />
      </Grid>
      <Grid size={size}>
        <TextField label="Phone" type="tel" required={phoneRequired} {...field(names.phone)} />
      </Grid>
    </>
  );
}

export type OrderDetailsField = 'serviceLevel' | 'documentType' | 'documentCount' | 'destinationCountry' | 'deliveryMethod';

interface OrderDetailsFieldsProps {
  title: string;
  field: (name: OrderDetailsField) => TextFieldProps & { value: string };
  deliveryChoices: Choice[];
  /** Widths from the sm breakpoint up of the Destination Country and Delivery Method cells. */
  destinationCountrySm?: number;
  deliveryMethodSm?: number;
  /** Cells after Delivery Method in the same grid. */
  children?: ReactNode;
}

/** Service Level, Document Type, Document Count, Destination Country and Delivery Method of the Create Order and Edit Order dialogs. */
export function OrderDetailsFields({ title, field, deliveryChoices, destinationCountrySm = 4, deliveryMethodSm = 4, children }: OrderDetailsFieldsProps) {
  return (
    <FieldGroup title={title}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField label="Service Level" required choices={SERVICE_LEVEL_CHOICES} {...field('serviceLevel')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField label="Document Type" required choices={DOCUMENT_TYPE_CHOICES} {...field('documentType')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Document Count" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} {...field('documentCount')} />
      </Grid>
      <Grid size={{ xs: 12, sm: destinationCountrySm }}>
        <SelectField label="Destination Country" required choices={COUNTRY_CHOICES} {...field('destinationCountry')} />
      </Grid>
      <Grid size={{ xs: 12, sm: deliveryMethodSm }}>
        <SelectField label="Delivery Method" required choices={deliveryChoices} {...field('deliveryMethod')} />
      </Grid>
      {children}
    </FieldGroup>
  );
}

export type AddressField = 'shippingStreet' | 'shippingCity' | 'shippingState' | 'shippingZipCode' | 'shippingCountry' | 'shippingNotes' | 'notes';

/** The cells of the shipping address and notes block, in their order on screen. */
const ADDRESS_CELLS: { name: AddressField; label: string; size: GridProps['size']; multiline?: boolean }[] = [
  { name: 'shippingStreet', label: 'Street', size: 12 },
  { name: 'shippingCity', label: 'City', size: { xs: 12, sm: 4 } },
  { name: 'shippingState', label: 'State', size: { xs: 6, sm: 4 } },
  { name: 'shippingZipCode', label: 'ZIP Code', size: { xs: 6, sm: 4 } },
  { name: 'shippingCountry', label: 'Country', size: { xs: 12, sm: 6 } },
  { name: 'shippingNotes', label: 'Shipping Notes', size: { xs: 12, sm: 6 } },
  { name: 'notes', label: 'Notes', size: 12, multiline: true },
];

export const ADDRESS_FIELDS: readonly AddressField[] = ADDRESS_CELLS.map((cell) => cell.name);

/** The shipping address and notes block shared by the Create Order and Edit Order dialogs. */
export function AddressAndNotesFields({ title, field }: { title: string; field: (name: AddressField) => TextFieldProps }) {
  return (
    <FieldGroup title={title}>
      {ADDRESS_CELLS.map(({ name, label, size, multiline }) => (
        <Grid key={name} size={size}>
          {multiline ? <TextField label={label} multiline minRows={2} {...field(name)} /> : <TextField label={label} {...field(name)} />}
        </Grid>
      ))}
    </FieldGroup>
  );
}
