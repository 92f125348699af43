import {
  ADMIN_CUSTOM_DELIVERY_METHODS,
  ADMIN_ORDER_DELIVERY_METHODS,
  DELIVERY_METHODS,
  DESTINATION_COUNTRIES,
  DOCUMENT_TYPES,
  SERVICE_TIERS,
} from '@apostille/domain';
import Grid, { type GridProps } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NumberInput, SelectInput, TextInput, useRecordContext, type NumberInputProps, type SelectInputProps } from 'react-admin';
import { ORDER_DETAILS_RULES, type AddressField, type FieldRule } from './orderDraft';

/** A choice of a select, in react-admin's shape. */
export interface Choice {
  id: string;
  name: string;
}

export const SERVICE_LEVEL_CHOICES: Choice[] = SERVICE_TIERS.map((tier) => ({ id: tier.key, name: tier.name }));
export const DOCUMENT_TYPE_CHOICES: Choice[] = DOCUMENT_TYPES.map((type) => ({ id: type, name: type }));
export const COUNTRY_CHOICES: Choice[] = DESTINATION_COUNTRIES.map((country) => ({ id: country.name, name: country.name }));

/** Every method an order may carry (Edit Order), named where the catalogues name it. */
export const ANY_DELIVERY_METHOD_CHOICES: Choice[] = ADMIN_ORDER_DELIVERY_METHODS.map((key) => ({
  id: key,
  name: ADMIN_CUSTOM_DELIVERY_METHODS.find((m) => m.key === key)?.name ?? DELIVERY_METHODS.find((m) => m.key === key)?.name ?? key,
}));

/** The choices plus the value the record already holds when they lack it (legacy data), so it stays selectable. */
export function withCurrentChoice(choices: Choice[], current: unknown): Choice[] {
  return typeof current === 'string' && current !== '' && !choices.some((choice) => choice.id === current)
    ? [{ id: current, name: current }, ...choices]
    : choices;
}

/**
 * What every input of the order dialogs shares: the cell's full width, and no helper line kept free
 * under it (react-admin reserves one by default); an error still shows there.
 */
const CELL = { fullWidth: true, helperText: false } as const;

type ChoiceInputProps = Omit<SelectInputProps, 'choices' | 'label' | 'source'> & {
  source: string;
  choices: Choice[];
  label: string;
  /**
   * The field always holds a value (it starts with a default and cannot be emptied): no empty
   * choice, and no required mark, which this field never had.
   */
  alwaysSet?: boolean;
};

/** A select over fixed choices, labels as written (not translation keys). */
export function ChoiceInput({ choices, label, alwaysSet = false, ...props }: ChoiceInputProps) {
  const record = useRecordContext<Record<string, unknown>>();
  return (
    <SelectInput
      {...CELL}
      translateChoice={false}
      choices={withCurrentChoice(choices, record?.[props.source])}
      // react-admin appends the mark to a text label only; as an element the label stays unmarked.
      label={alwaysSet ? <span>{label}</span> : label}
      isRequired={alwaysSet || undefined}
      {...props}
    />
  );
}

/** A whole number of documents (≥ 1). */
export function CountInput(props: NumberInputProps) {
  return <NumberInput {...CELL} min={1} step={1} {...props} />;
}

/** Money input in dollars: ≥ 0, step 0.01 (requirements A5). */
export const MONEY_INPUT_PROPS = { min: 0, step: 0.01, slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

export function MoneyInput(props: NumberInputProps) {
  return <NumberInput {...CELL} {...MONEY_INPUT_PROPS} {...props} />;
}

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

interface CustomerInputsProps<N extends string> {
  /** The form's own name of each customer field. */
  names: Record<CustomerField, N>;
  /** Validators by the form's names; a form validated as a whole (Custom Order) passes none. */
  rules?: Partial<Record<N, FieldRule>>;
  phoneRequired: boolean;
  /** The size of each of the four cells. */
  size?: GridProps['size'];
}

/** First Name, Last Name, Email and Phone: four cells of the caller's grid, shared by the three order dialogs. */
export function CustomerInputs<N extends string>({ names, rules = {}, phoneRequired, size = { xs: 12, sm: 6 } }: CustomerInputsProps<N>) {
  return (
    <>
      <Grid size={size}>
        <TextInput {...CELL} source={names.firstName} label="First Name" isRequired validate={rules[names.firstName]} />
      </Grid>
      <Grid size={size}>
        <TextInput {...CELL} source={names.lastName} label="Last Name" isRequired validate={rules[names.lastName]} />
      </Grid>
      <Grid size={size}>
        <TextInput {...CELL} source={names.email} label="Email" type="email" isRequired validate={rules[names.email]} />
      </Grid>
      <Grid size={size}>
        <TextInput {...CELL} source={names.phone} label="Phone" type="tel" isRequired={phoneRequired} validate={rules[names.phone]} />
      </Grid>
    </>
  );
}

interface OrderDetailsInputsProps {
  title: string;
  deliveryChoices: Choice[];
  /** Widths from the sm breakpoint up of the Destination Country and Delivery Method cells. */
  destinationCountrySm?: number;
  deliveryMethodSm?: number;
  /** Cells after Delivery Method in the same grid. */
  children?: ReactNode;
}

/** Service Level, Document Type, Document Count, Destination Country and Delivery Method of the Create Order and Edit Order dialogs, with the rules of requirements A5. */
export function OrderDetailsInputs({ title, deliveryChoices, destinationCountrySm = 4, deliveryMethodSm = 4, children }: OrderDetailsInputsProps) {
  return (
    <FieldGroup title={title}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceInput source="serviceLevel" label="Service Level" choices={SERVICE_LEVEL_CHOICES} validate={ORDER_DETAILS_RULES.serviceLevel} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceInput source="documentType" label="Document Type" choices={DOCUMENT_TYPE_CHOICES} validate={ORDER_DETAILS_RULES.documentType} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CountInput source="documentCount" label="Document Count" validate={ORDER_DETAILS_RULES.documentCount} />
      </Grid>
      <Grid size={{ xs: 12, sm: destinationCountrySm }}>
        <ChoiceInput source="destinationCountry" label="Destination Country" choices={COUNTRY_CHOICES} validate={ORDER_DETAILS_RULES.destinationCountry} />
      </Grid>
      <Grid size={{ xs: 12, sm: deliveryMethodSm }}>
        <ChoiceInput source="deliveryMethod" label="Delivery Method" choices={deliveryChoices} validate={ORDER_DETAILS_RULES.deliveryMethod} />
      </Grid>
      {children}
    </FieldGroup>
  );
}

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

/** The shipping address and notes block shared by the Create Order and Edit Order dialogs (all optional). */
export function AddressAndNotesInputs({ title }: { title: string }) {
  return (
    <FieldGroup title={title}>
      {ADDRESS_CELLS.map(({ name, label, size, multiline }) => (
        <Grid key={name} size={size}>
          {multiline ? <TextInput {...CELL} source={name} label={label} multiline minRows={2} /> : <TextInput {...CELL} source={name} label={label} />}
        </Grid>
      ))}
    </FieldGroup>
  );
}

/**
 * The record a dialog's form starts from when it creates something. react-admin's <Form> would
 * otherwise take the record of the page or table row the dialog opens on (an order, whose
 * `status` and `notes` are not this form's).
 */
export const NO_RECORD = {};
