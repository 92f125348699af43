import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface FormDialogActionsProps {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Disables the submit button while the form cannot be sent (it is always disabled while busy). */
  submitDisabled?: boolean;
  /**
   * Runs as staff send the form, before react-admin validates it: the dialogs with one summary
   * message (Custom Order, Payment Link) raise it here. Enter in a field clicks this button too.
   */
  onSubmitClick?: () => void;
}

/** Cancel and the submit button at the foot of a form dialog; both wait while the form is sent. */
export function FormDialogActions({ busy, onCancel, submitLabel, submitDisabled = false, onSubmitClick }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy || submitDisabled} onClick={onSubmitClick}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
