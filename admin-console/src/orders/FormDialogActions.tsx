import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface FormDialogActionsProps {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Disables the submit button while the form cannot be sent (it is always disabled while busy). */
  submitDisabled?: boolean;
}

/** Cancel and the submit button at the foot of a form dialog; both wait while the form is sent. */
export function FormDialogActions({ busy, onCancel, submitLabel, submitDisabled = false }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
