import { getDeliveryMethod, getServiceTier, ORDER_TEXT_LIMITS, returnsByCarrier } from '@apostille/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { OrderFormValues } from '../model/formValues';
import { useOrderQuote } from '../model/orderQuote';
import { OrderSummary } from '../payment/OrderSummary';
import { fieldProps } from './fieldProps';
import { PickupDetails } from './PickupDetails';
import { SectionTitle } from './SectionTitle';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** Free-text notes for the processing team (both presentations). */
export function OrderNotesField({ sx }: { sx?: object }) {
  const f = useFormikContext<OrderFormValues>();
  return (
    <TextField
      label="Order Notes (optional)"
      multiline
      minRows={3}
      sx={sx}
      {...fieldProps(f, 'notes', { maxLength: ORDER_TEXT_LIMITS.notes, counter: true })}
    />
  );
}

/** Review of everything entered, the documents, the price, and the order notes. */
export function ReviewSection() {
  const f = useFormikContext<OrderFormValues>();
  const v = f.values;
  const q = useOrderQuote(v);
  const a = v.shippingAddress;
  return (
    <section aria-labelledby="order-review-title">
      <SectionTitle id="order-review-title">Review & Documents</SectionTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2} component="dl" sx={{ m: 0 }}>
            <Fact label="Customer">
              {v.customerFirstName} {v.customerLastName} · {v.customerEmail} · {v.customerPhone}
            </Fact>
            <Fact label="Return address">{[a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ')}</Fact>
            <Fact label="Service level">{getServiceTier(v.serviceLevel)?.name}</Fact>
            <Fact label="Destination country">{v.destinationCountry}</Fact>
            <Fact label="Delivery method">{getDeliveryMethod(v.deliveryMethod)?.name}</Fact>
            {returnsByCarrier(v.deliveryMethod) && <Fact label="Return shipping">{v.selectedShippingRate?.serviceDescription ?? 'Not selected'}</Fact>}
            <Fact label={`Documents (${v.documents.length})`}>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {v.documents.map((d) => (
                  <li key={d.id}>
                    {d.documentType || 'Type not selected'}
                    {d.files.length > 0 ? `: ${d.files.map((file) => file.name).join(', ')}` : ' (no files uploaded)'}
                  </li>
                ))}
              </Box>
            </Fact>
          </Stack>
          {v.deliveryMethod === 'pickup' && (
            <Box sx={{ mt: 2 }}>
              <PickupDetails />
            </Box>
          )}
          <OrderNotesField sx={{ mt: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {q && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <OrderSummary quote={q} shippingLabel={v.selectedShippingRate?.serviceDescription} deliveryMethod={v.deliveryMethod} />
            </Paper>
          )}
        </Grid>
      </Grid>
    </section>
  );
}
