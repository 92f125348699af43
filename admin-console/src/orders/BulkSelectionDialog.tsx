import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useStore, useUnselectAll } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { ALL_MATCHING_KEY } from './matchingSelection';
import { useOrderSelection } from './useOrderSelection';

/**
 * The state every bulk action on the list's selection shares: the dialog, the request in flight,
 * the server's reason when it fails, and clearing the selection (ticks and "all matching") once it
 * succeeded, so a second click cannot repeat the action on the same orders.
 */
export function useBulkSelectionAction(fallbackError: string) {
  const selected = useOrderSelection();
  const [, setAllMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  const unselectAll = useUnselectAll('orders');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs the action; on success closes the dialog and clears the selection, on failure shows why. */
  async function perform(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setOpen(false);
      setAllMatching(false);
      unselectAll();
    } catch (failure) {
      setError(serverMessageOf(failure, fallbackError));
    } finally {
      setBusy(false);
    }
  }

  const { count, allMatching } = selected;
  const what = allMatching ? `all ${count} matching orders` : `${count} selected order${count === 1 ? '' : 's'}`;
  return { ...selected, what, open, setOpen, error, setError, busy, perform };
}

interface BulkSelectionDialogProps {
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** The frame of a bulk action's dialog: title, the action's own fields, the server's reason, Cancel and confirm. */
export function BulkSelectionDialog({ title, confirmLabel, busy, error, onClose, onConfirm, children }: BulkSelectionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {children}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
