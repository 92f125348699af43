import Grid from '@mui/material/Grid';
import { AddressFields } from '../../../components/form/AddressFields';

/** The order form's address fields (street, city, country, state, ZIP) for where a batch's documents go back. */
export function ReturnAddressFields() {
  return (
    <Grid container spacing={2}>
      <AddressFields path="" idPrefix="batch-return" />
    </Grid>
  );
}
