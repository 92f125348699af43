import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface StartOverDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Start over?": the desktop form's confirmation before it clears everything, uploads included. */
export function StartOverDialog({ open, onCancel, onConfirm }: StartOverDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="start-over-title">
      <DialogTitle id="start-over-title">Start over?</DialogTitle>
      <DialogContent>
        <DialogContentText>This clears everything you have entered, including uploaded files.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Yes, Start Over
        </Button>
      </DialogActions>
    </Dialog>
  );
}
