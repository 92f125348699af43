import { DESTINATION_COUNTRIES, ORDER_TEXT_LIMITS as L, returnsByCarrier, US_STATES, type ShippingRateDto } from '@apostille/domain';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getIn, useFormikContext } from 'formik';
import { useCallback, type ChangeEvent } from 'react';
import { usesStateList, type OrderFormValues } from '../model/formValues';
import { ReturnShippingOptions } from '../shipping/ReturnShippingOptions';
import { fieldProps } from './fieldProps';
import { SectionTitle } from './SectionTitle';

/**
 * The Return Shipping Options card bound to the form: the rates of the chosen delivery method's carrier
 * for the address, the rate's message at the card once its step was checked. Nothing for pickup.
 */
export function ReturnRateField() {
  const f = useFormikContext<OrderFormValues>();
  const { setFieldValue } = f;
  const onRateChange = useCallback((rate: ShippingRateDto | null) => void setFieldValue('selectedShippingRate', rate), [setFieldValue]);
  if (!returnsByCarrier(f.values.deliveryMethod)) return null;
  const shown = Boolean(getIn(f.touched, 'selectedShippingRate')) || f.submitCount > 0;
  const error = shown ? (getIn(f.errors, 'selectedShippingRate') as string | undefined) : undefined;
  return (
    <ReturnShippingOptions
      address={f.values.shippingAddress}
      deliveryMethod={f.values.deliveryMethod}
      value={f.values.selectedShippingRate}
      onChange={onRateChange}
      error={typeof error === 'string' ? error : undefined}
    />
  );
}

/** Shipping address (where processed documents go back), with the Return Shipping Options card unless `showRates` is false. */
export function ShippingAddressSection({ showRates = true }: { showRates?: boolean }) {
  const f = useFormikContext<OrderFormValues>();
  const { setFieldValue } = f;
  const address = f.values.shippingAddress;
  const us = usesStateList(address.country);

  const onCountryChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    void setFieldValue('shippingAddress.country', next);
    // Switching between the US state list and free text clears the state.
    if (usesStateList(next) !== us) void setFieldValue('shippingAddress.state', '');
  };

  return (
    <section aria-labelledby="order-shipping-title">
      <SectionTitle id="order-shipping-title">Shipping Address</SectionTitle>
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              label="Street Address"
              required
              autoComplete="street-address"
              {...fieldProps(f, 'shippingAddress.street', { maxLength: L.street, counter: true })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="City" required autoComplete="address-level2" {...fieldProps(f, 'shippingAddress.city', { maxLength: L.city })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Country"
              required
              select
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              autoComplete="country-name"
              {...fieldProps(f, 'shippingAddress.country')}
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
              <TextField
                label="State"
                required
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...fieldProps(f, 'shippingAddress.state')}
              >
                <option value="">Select a state</option>
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField
                label="State / Province / Region"
                required
                autoComplete="address-level1"
                {...fieldProps(f, 'shippingAddress.state', { maxLength: L.state })}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={us ? 'ZIP Code' : 'Postal Code'}
              required
              autoComplete="postal-code"
              {...fieldProps(f, 'shippingAddress.zipCode', { maxLength: L.zipCode, inputMode: us ? 'numeric' : 'text' })}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Delivery Notes (optional)"
              multiline
              minRows={2}
              {...fieldProps(f, 'shippingAddress.notes', { maxLength: L.addressNotes, counter: true })}
            />
          </Grid>
        </Grid>
        {showRates && <ReturnRateField />}
      </Stack>
    </section>
  );
}
