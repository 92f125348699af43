import { ADMIN_CUSTOM_DELIVERY_METHODS, ADMIN_ORDER_DELIVERY_METHODS, DELIVERY_METHODS, DESTINATION_COUNTRIES, DOCUMENT_TYPES, SERVICE_TIERS } from '@apostille/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

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

type AddressField = 'shippingStreet' | 'shippingCity' | 'shippingState' | 'shippingZipCode' | 'shippingCountry' | 'shippingNotes' | 'notes';

/** The shipping address and notes block shared by the Create Order and Edit Order dialogs. */
export function AddressAndNotesFields({ title, field }: { title: string; field: (name: AddressField) => TextFieldProps }) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField label="Street" {...field('shippingStreet')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="City" {...field('shippingCity')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField label="State" {...field('shippingState')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField label="ZIP Code" {...field('shippingZipCode')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Country" {...field('shippingCountry')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Shipping Notes" {...field('shippingNotes')} />
        </Grid>
        <Grid size={12}>
          <TextField label="Notes" multiline minRows={2} {...field('notes')} />
        </Grid>
      </Grid>
    </>
  );
}
