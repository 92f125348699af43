import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';

interface TextInputProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  /** The input's own attributes, as MUI's TextField takes them. */
  slotProps?: { htmlInput?: { maxLength?: number; inputMode?: 'numeric' | 'text' } };
}

/**
 * An outlined text field built from the parts MUI's TextField is made of, as MUI's docs suggest for
 * a lighter field. TextField also carries its select mode, and with it the menu and popover code
 * (about 18 KB of gzip): a form's first screen of plain text fields does not need that
 * (docs/performance.md, "First load"). Same markup, labels and error wiring as TextField.
 */
export function TextInput({ id, name, label, value, onChange, onBlur, type, required, autoComplete, error, helperText, fullWidth, slotProps }: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth}>
      <InputLabel id={labelId} htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        label={label}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
