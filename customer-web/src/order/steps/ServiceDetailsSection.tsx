import { ADD_ONS, deliveryChoices, DESTINATION_COUNTRIES, formatUsd, SERVICE_TIERS } from '@apostille/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormikContext } from 'formik';
import type { OrderFormValues } from '../model/formValues';
import { fieldProps } from './fieldProps';
import { PickupDetails } from './PickupDetails';
import { ReturnRateField } from './ShippingAddressSection';
import { SectionTitle } from './SectionTitle';

/**
 * Service level, destination, delivery method (only what the delivery rules of libs/domain allow for
 * the tier; the others disabled with the reason) and add-ons. Pickup shows where and when to collect;
 * with `showRates` (the phone wizard) the return rates of the chosen method follow the method.
 */
export function ServiceDetailsSection({ showRates = false }: { showRates?: boolean }) {
  const f = useFormikContext<OrderFormValues>();
  const showError = (name: string) => (Boolean(getIn(f.touched, name)) || f.submitCount > 0) && (getIn(f.errors, name) as string | undefined);
  const serviceError = showError('serviceLevel');

  return (
    <section aria-labelledby="order-service-title">
      <SectionTitle id="order-service-title">Service Details</SectionTitle>
      <Stack spacing={3}>
        <FormControl error={Boolean(serviceError)} required>
          <FormLabel id="order-service-level-label" sx={{ mb: 1 }}>
            Service Level
          </FormLabel>
          <RadioGroup
            aria-labelledby="order-service-level-label"
            name="serviceLevel"
            value={f.values.serviceLevel}
            onChange={(_, v) => {
              void f.setFieldValue('serviceLevel', v);
              // A method the new tier does not allow says so at once, at the method.
              if (f.values.deliveryMethod) void f.setFieldTouched('deliveryMethod', true, false);
            }}
          >
            <Stack spacing={1.5}>
              {SERVICE_TIERS.map((t) => {
                const checked = f.values.serviceLevel === t.key;
                return (
                  <FormControlLabel
                    key={t.key}
                    value={t.key}
                    control={<Radio />}
                    sx={{
                      m: 0,
                      p: 1.5,
                      pl: 0.5,
                      border: 2,
                      borderRadius: 2,
                      borderColor: checked ? 'primary.main' : 'divider',
                      bgcolor: checked ? 'action.selected' : 'background.paper',
                      alignItems: 'flex-start',
                      '& .MuiFormControlLabel-label': { flex: 1 },
                    }}
                    label={
                      <Box sx={{ pt: 1 }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                          <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
                          <Chip size="small" label={t.badge} color="secondary" variant="outlined" />
                          <Box sx={{ flex: 1 }} />
                          <Typography sx={{ fontWeight: 700 }}>{formatUsd(t.priceCents)}</Typography>
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {t.turnaround} · {t.description} +{formatUsd(t.additionalPriceCents)} per additional document.
                        </Typography>
                      </Box>
                    }
                  />
                );
              })}
            </Stack>
          </RadioGroup>
          {serviceError && <FormHelperText>{serviceError}</FormHelperText>}
        </FormControl>

        <Stack spacing={1}>
          <TextField
            label="Destination Country (where the documents will be used)"
            required
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...fieldProps(f, 'destinationCountry')}
          >
            <option value="">Select a country</option>
            {DESTINATION_COUNTRIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </TextField>
        </Stack>

        <TextField
          label="Delivery Method"
          required
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...fieldProps(f, 'deliveryMethod')}
        >
          <option value="">Select a delivery method</option>
          {deliveryChoices(f.values.serviceLevel).map(({ method, unavailableReason }) => (
            <option key={method.key} value={method.key} disabled={unavailableReason !== null}>
              {method.name}: {unavailableReason ?? method.description}
            </option>
          ))}
        </TextField>
        {f.values.deliveryMethod === 'pickup' && <PickupDetails />}
        {showRates && <ReturnRateField />}

        <FormControl component="fieldset">
          <FormLabel component="legend">Additional Services</FormLabel>
          <FormGroup>
            {ADD_ONS.map((a) => (
              <FormControlLabel
                key={a.key}
                control={
                  <Checkbox
                    name={`additionalServices.${a.key}`}
                    checked={f.values.additionalServices[a.key]}
                    onChange={(e) => void f.setFieldValue(`additionalServices.${a.key}`, e.target.checked)}
                  />
                }
                label={`${a.name} (${a.pricing === 'quote' ? 'priced by quote' : `+${formatUsd(a.priceCents)}`}): ${a.description}`}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
    </section>
  );
}
