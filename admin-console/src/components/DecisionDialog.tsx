import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

interface DecisionDialogProps {
  /** The react-admin resource whose update carries the decision (as `meta.decision`). */
  resource: string;
  record: RaRecord;
  decision: string;
  title: string;
  text: string;
  /** Fields above the note (a tier to grant, say), and their values sent with the note. */
  fields?: ReactNode;
  data?: Record<string, unknown>;
  noteLabel: string;
  noteRequired: boolean;
  noteMax: number;
  noteTooLongText: string;
  initialNote?: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  successMessage: string;
  onClose: () => void;
}

/**
 * Staff's decision on a request (approve or decline, complete or decline): what it does, a note the
 * requester reads, and the server's refusal word for word (another staff member decided first, the
 * order moved on) in the dialog, which stays open for it.
 */
export function DecisionDialog(props: DecisionDialogProps) {
  const { resource, record, decision, onClose, noteMax, noteRequired } = props;
  const [note, setNote] = useState(props.initialNote ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const tooLong = note.length > noteMax;
  const missingNote = noteRequired && note.trim() === '';
  const titleId = `${resource}-decision-title`;

  const submit = () => {
    setError(null);
    void update(
      resource,
      { id: record.id, data: { ...props.data, note: note.trim() || null }, previousData: record, meta: { decision } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(props.successMessage, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : 'The decision could not be saved'),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{props.text}</DialogContentText>
        {props.fields}
        <TextField
          label={props.noteLabel}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          required={noteRequired}
          error={tooLong}
          helperText={tooLong ? props.noteTooLongText : ' '}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isPending}>
          Back
        </Button>
        <Button variant="contained" color={props.submitColor ?? 'primary'} onClick={submit} disabled={isPending || tooLong || missingNote}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
