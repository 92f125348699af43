import { DESTINATION_COUNTRIES, ORDER_TEXT_LIMITS as L, US_STATES, type BatchReturnAddress } from '@apostille/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { getIn, useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { usesStateList } from '../../../order/model/formValues';

/** value/onChange/onBlur/error/helperText for a field of the return address. */
function useField(name: keyof BatchReturnAddress, maxLength?: number) {
  const f = useFormikContext<BatchReturnAddress>();
  const error = getIn(f.errors, name) as string | undefined;
  const shown = (Boolean(getIn(f.touched, name)) || f.submitCount > 0) && error ? error : undefined;
  return {
    id: `batch-return-${name}`,
    name,
    value: f.values[name],
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: Boolean(shown),
    // An empty line until there is a message, so the button below never moves under a click.
    helperText: shown ?? ' ',
    fullWidth: true,
    ...(maxLength ? { slotProps: { htmlInput: { maxLength } } } : {}),
  };
}

/** The order form's address fields (street, city, country, state, ZIP) for where a batch's documents go back. */
export function ReturnAddressFields() {
  const f = useFormikContext<BatchReturnAddress>();
  const us = usesStateList(f.values.country);
  const street = useField('street', L.street);
  const city = useField('city', L.city);
  const country = useField('country');
  const state = useField('state', us ? undefined : L.state);
  const zip = useField('zipCode', L.zipCode);

  const onCountryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    void f.setFieldValue('country', next);
    // Switching between the US state list and free text clears the state.
    if (usesStateList(next) !== us) void f.setFieldValue('state', '');
  };

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField label="Street Address" required autoComplete="street-address" {...street} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="City" required autoComplete="address-level2" {...city} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Country"
          required
          select
          autoComplete="country-name"
          {...country}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          onChange={onCountryChange}
        >
          {DESTINATION_COUNTRIES.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {us ? (
          <TextField label="State" required select {...state} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="">Select a state</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField label="State / Province / Region" required autoComplete="address-level1" {...state} />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={us ? 'ZIP Code' : 'Postal Code'} required autoComplete="postal-code" {...zip} />
      </Grid>
    </Grid>
  );
}
