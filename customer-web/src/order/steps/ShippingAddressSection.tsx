import { ORDER_TEXT_LIMITS as L, returnsByCarrier, type ShippingRateDto } from '@apostille/domain';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getIn, useFormikContext } from 'formik';
import { useCallback } from 'react';
import { AddressFields } from '../../components/form/AddressFields';
import type { OrderFormValues } from '../model/formValues';
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
  return (
    <section aria-labelledby="order-shipping-title">
      <SectionTitle id="order-shipping-title">Shipping Address</SectionTitle>
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <AddressFields path="shippingAddress" />
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
