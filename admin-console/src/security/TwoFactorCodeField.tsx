import { normalizeTwoFactorCode, TWO_FACTOR_CODE_INPUT_MAX_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@apostille/domain';
import TextField from '@mui/material/TextField';

interface Props {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  disabled?: boolean;
}

/** The 6-digit entry of requirements A5: non-digits are dropped as typed or pasted, at most 6 digits kept. */
export function TwoFactorCodeField({ value, onChange, label = 'Verification code', disabled }: Props) {
  return (
    <TextField
      label={label}
      name="twoFactorCode"
      autoComplete="one-time-code"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(normalizeTwoFactorCode(event.target.value))}
      helperText={`${TWO_FACTOR_CODE_LENGTH} digits from your authenticator app`}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TWO_FACTOR_CODE_INPUT_MAX_LENGTH } }}
      sx={{ maxWidth: 280 }}
    />
  );
}
