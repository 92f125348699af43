import { dollarsToCents, formatDeliveryDays, formatUsd, SHIPPING_MESSAGES, selectedShippingText, type ShippingRateDto } from '@apostille/domain';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import type { ShippingAddressValues } from '../model/formValues';
import { toRatesRequest } from '../model/payload';
import { isAddressValid } from '../model/steps';
import { useShippingRates } from './useShippingRates';

const CARRIER_COLOURS: Record<string, { bg: string; fg: string }> = {
  USPS: { bg: '#1d4ed8', fg: '#ffffff' },
  FEDEX: { bg: '#6b21a8', fg: '#ffffff' },
};

const costText = (cost: number) => (dollarsToCents(cost) / 100).toFixed(2);

export interface ReturnShippingOptionsProps {
  address: Pick<ShippingAddressValues, 'street' | 'city' | 'state' | 'zipCode' | 'country'>;
  value: ShippingRateDto | null;
  onChange: (rate: ShippingRateDto | null) => void;
  disabled?: boolean;
  /** The order's delivery method: only its carrier's rates are offered (libs/domain delivery rules). */
  deliveryMethod?: string;
  /** The rate's message to show at the card (no rate chosen, a rate of another carrier). */
  error?: string;
}

/** Return Shipping Options card: disabled, loading, warning with fallback, empty, list with selection. */
export function ReturnShippingOptions({ address, value, onChange, disabled = false, deliveryMethod = '', error }: ReturnShippingOptionsProps) {
  const titleId = useId();
  const errorId = useId();
  // Rates are asked for a valid address only: a 4-digit ZIP gets its message at the field, not a rate warning.
  const complete = isAddressValid(address);
  const { street, city, state: region, zipCode, country } = address;
  const request = useMemo(
    () => (complete && !disabled ? toRatesRequest({ street, city, state: region, zipCode, country }, deliveryMethod) : null),
    [complete, disabled, street, city, region, zipCode, country, deliveryMethod],
  );
  const state = useShippingRates(request);

  // A selection that is not among the current rates is dropped.
  const rates = state.status === 'loaded' ? state.rates : null;
  useEffect(() => {
    if (rates && value && !rates.some((r) => r.rateId === value.rateId)) onChange(null);
  }, [rates, value, onChange]);

  return (
    <Card variant="outlined" aria-labelledby={titleId} component="section" sx={{ opacity: !complete || disabled ? 0.7 : 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <LocalShippingOutlined color="primary" aria-hidden />
          <Typography id={titleId} variant="h6" component="h3">
            Return Shipping Options
          </Typography>
        </Stack>

        {!complete || disabled ? (
          <Typography color="text.secondary">{SHIPPING_MESSAGES.addressIncomplete}</Typography>
        ) : state.status !== 'loaded' ? (
          <Box role="status" aria-live="polite">
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {SHIPPING_MESSAGES.loading}
            </Typography>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} data-testid="rate-skeleton" />
            ))}
          </Box>
        ) : (
          <>
            {state.warning && (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                {SHIPPING_MESSAGES.liveRatesUnavailable}
              </Alert>
            )}
            {state.rates.length === 0 ? (
              <Typography color="text.secondary">{SHIPPING_MESSAGES.noOptions}</Typography>
            ) : (
              <RadioGroup
                aria-labelledby={titleId}
                aria-describedby={error ? errorId : undefined}
                name="selectedShippingRate"
                value={value?.rateId ?? ''}
                onChange={(_, rateId) => onChange(state.rates.find((r) => r.rateId === rateId) ?? null)}
              >
                {state.rates.map((r, index) => {
                  const colours = CARRIER_COLOURS[r.carrier] ?? { bg: '#475569', fg: '#ffffff' };
                  const checked = value?.rateId === r.rateId;
                  return (
                    <FormControlLabel
                      key={r.rateId}
                      value={r.rateId}
                      control={<Radio slotProps={{ input: { 'aria-invalid': error && index === 0 ? true : undefined } }} />}
                      sx={{
                        m: 0,
                        mb: 1,
                        pr: 1.5,
                        border: 1,
                        borderRadius: 1,
                        borderColor: checked ? 'primary.main' : 'divider',
                        bgcolor: checked ? 'action.selected' : 'transparent',
                        '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
                      }}
                      label={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
                          <Chip size="small" label={r.carrier} sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 700 }} data-carrier={r.carrier} />
                          <Box sx={{ flex: 1, minWidth: 140 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                              {r.serviceDescription}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {formatDeliveryDays(r.deliveryDays)}
                            </Typography>
                          </Box>
                          <Typography variant="body2" sx={{ fontWeight: 700 }}>
                            {formatUsd(dollarsToCents(r.cost))}
                          </Typography>
                        </Stack>
                      }
                    />
                  );
                })}
              </RadioGroup>
            )}
            {error && state.rates.length > 0 && (
              <Typography id={errorId} color="error" variant="body2" sx={{ mt: 0.5 }}>
                {error}
              </Typography>
            )}
            {value && state.rates.some((r) => r.rateId === value.rateId) && (
              <Alert severity="success" icon={false} sx={{ mt: 1 }} role="status">
                {selectedShippingText(value.serviceDescription, costText(value.cost))}
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
