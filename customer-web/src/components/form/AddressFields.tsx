import { DESTINATION_COUNTRIES, ORDER_TEXT_LIMITS as L, US_STATES } from '@apostille/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { getIn, useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { usesStateList } from '../../order/model/formValues';
import { fieldProps } from '../../order/steps/fieldProps';

interface AddressFieldsProps {
  /** Where the address sits in the form's values ('shippingAddress'), or '' when it is the values themselves. */
  path: string;
  /** The start of the fields' element ids (unique on a page). */
  idPrefix?: string;
}

/**
 * Street, city, country, state and ZIP of a postal address as grid items of the caller's container
 * (the order form's return address and a batch's): the US state list or free text by country,
 * limits of ORDER_TEXT_LIMITS, errors once a field was touched or the form submitted.
 */
export function AddressFields({ path, idPrefix }: AddressFieldsProps) {
  const f = useFormikContext<unknown>();
  const name = (field: string) => (path ? `${path}.${field}` : field);
  const us = usesStateList(String(getIn(f.values, name('country')) ?? ''));
  const props = (field: string, options: Parameters<typeof fieldProps>[2] = {}) => fieldProps(f, name(field), { idPrefix, ...options });

  const onCountryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    void f.setFieldValue(name('country'), next);
    // Switching between the US state list and free text clears the state.
    if (usesStateList(next) !== us) void f.setFieldValue(name('state'), '');
  };

  return (
    <>
      <Grid size={12}>
        <TextField label="Street Address" required autoComplete="street-address" {...props('street', { maxLength: L.street, counter: true })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="City" required autoComplete="address-level2" {...props('city', { maxLength: L.city })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Country"
          required
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          autoComplete="country-name"
          {...props('country')}
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
          <TextField label="State" required select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...props('state')}>
            <option value="">Select a state</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField label="State / Province / Region" required autoComplete="address-level1" {...props('state', { maxLength: L.state })} />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={us ? 'ZIP Code' : 'Postal Code'}
          required
          autoComplete="postal-code"
          {...props('zipCode', { maxLength: L.zipCode, inputMode: us ? 'numeric' : 'text' })}
        />
      </Grid>
    </>
  );
}
