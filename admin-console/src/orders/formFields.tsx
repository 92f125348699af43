import { ADMIN_CUSTOM_DELIVERY_METHODS, ADMIN_ORDER_DELIVERY_METHODS, DELIVERY_METHODS, DESTINATION_COUNTRIES, DOCUMENT_TYPES, SERVICE_TIERS } from '@apostille/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

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
