import { ORDER_TEXT_LIMITS as L } from '@apostille/domain';
import Grid from '@mui/material/Grid';
import { TextInput } from '../../components/form/TextInput';
import { useFormikContext } from 'formik';
import type { OrderFormValues } from '../model/formValues';
import { fieldProps } from './fieldProps';
import { SectionTitle } from './SectionTitle';

export function CustomerInfoSection() {
  const f = useFormikContext<OrderFormValues>();
  return (
    <section aria-labelledby="order-customer-title">
      <SectionTitle id="order-customer-title">Customer Information</SectionTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput label="First Name" required autoComplete="given-name" {...fieldProps(f, 'customerFirstName', { maxLength: L.customerFirstName })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput label="Last Name" required autoComplete="family-name" {...fieldProps(f, 'customerLastName', { maxLength: L.customerLastName })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput label="Email" type="email" required autoComplete="email" {...fieldProps(f, 'customerEmail', { maxLength: L.customerEmail })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...fieldProps(f, 'customerPhone', { maxLength: L.customerPhone })} />
        </Grid>
      </Grid>
    </section>
  );
}
