import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { batchNeedsReturnAddress, formatUsd, type BatchCheckAnswer, type BatchReturnAddress } from '@apostille/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { customerApi, type BatchDetail } from '../../../session/customerApi';
import { placeFailureOf, type PlaceFailure } from './placeFailure';
import { markPlaced, type PreparedBatch } from './preparedBatch';
import { returnAddressSchema, serverAddressErrors, trimmedAddress } from './returnAddress';
import { ReturnAddressFields } from './ReturnAddressFields';

interface PlaceBatchFormProps {
  file: File;
  answer: BatchCheckAnswer;
  prepared: PreparedBatch;
  /** The address as last entered: kept by the tab, so nothing typed is lost when the file is checked again. */
  address: BatchReturnAddress;
  onAddressChange: (address: BatchReturnAddress) => void;
  onPlaced: (batch: BatchDetail) => void;
  onRowErrors: (failure: Extract<PlaceFailure, { kind: 'rows' }>) => void;
  onRecheck: () => void;
}

/**
 * A checked batch without row errors: its return address when some row returns to the account's
 * (accounts keep none), then "Place batch" with the total. The prepared batch's Idempotency-Key goes
 * with every attempt, so a double click, a retry or a reload never places a second batch.
 */
export function PlaceBatchForm({ file, answer, prepared, address, onAddressChange, onPlaced, onRowErrors, onRecheck }: PlaceBatchFormProps) {
  const needsAddress = batchNeedsReturnAddress(answer.rows);
  const [failure, setFailure] = useState<PlaceFailure | null>(null);
  // A second press while the first is on its way sends nothing (the key would make it harmless, but it costs an upload).
  const inFlight = useRef(false);
  const total = formatUsd(answer.summary.totalCents);

  const place = async (values: BatchReturnAddress, helpers: FormikHelpers<BatchReturnAddress>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    onAddressChange(values);
    setFailure(null);
    try {
      const batch = await customerApi.placeBatch(file, answer.summary.totalCents, needsAddress ? trimmedAddress(values) : null, prepared.idempotencyKey);
      markPlaced(prepared, batch.id);
      onPlaced(batch);
    } catch (error) {
      const found = placeFailureOf(error);
      if (found.kind === 'rows') onRowErrors(found);
      if (found.kind === 'address') helpers.setErrors(found.fields);
      setFailure(found);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="batch-place-title">
      <CardContent>
        <Typography id="batch-place-title" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Place and pay
        </Typography>
        <Formik<BatchReturnAddress>
          initialValues={address}
          validationSchema={needsAddress ? returnAddressSchema : undefined}
          validate={needsAddress ? serverAddressErrors : undefined}
          onSubmit={place}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Place batch">
              {needsAddress && (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0 }}>
                  <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
                    Return address
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    Rows without their own return address come back here.
                  </Typography>
                  <ReturnAddressFields />
                </Box>
              )}
              <Typography sx={{ mb: 2 }}>
                {answer.summary.validRows === 1 ? '1 order' : `${answer.summary.validRows} orders`}, total <strong>{total}</strong>. Return shipping included.
              </Typography>
              {failure && (
                <Alert
                  severity="error"
                  sx={{ mb: 2 }}
                  action={
                    failure.kind === 'total-changed' ? (
                      <Button color="inherit" size="small" onClick={onRecheck}>
                        Check again
                      </Button>
                    ) : undefined
                  }
                >
                  {failure.message}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {isSubmitting ? 'Placing…' : `Place batch (${total})`}
              </Button>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
