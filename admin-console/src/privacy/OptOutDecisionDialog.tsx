import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DECISION_NOTE_MAX, PRIVACY_DECISION_MESSAGES } from '@apostille/domain';
import { useState } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { OPT_OUT_REQUESTS, type OptOutRequestRow } from '../dataProvider/privacyRequests';

interface OptOutDecisionDialogProps {
  request: OptOutRequestRow;
  decision: 'completed' | 'declined';
  onClose: () => void;
}

/** Complete (say what was done) or decline (say why) an opt-out request; the requester reads the note. */
export function OptOutDecisionDialog({ request, decision, onClose }: OptOutDecisionDialogProps) {
  const completing = decision === 'completed';
  const [note, setNote] = useState(
    completing ? 'Your e-mail address is on our do-not-sell-or-share list. We do not sell or share your personal information.' : '',
  );
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const tooLong = note.length > DECISION_NOTE_MAX;

  const submit = () => {
    setError(null);
    void update(
      OPT_OUT_REQUESTS,
      { id: request.id, data: { note }, previousData: request, meta: { decision } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(completing ? PRIVACY_DECISION_MESSAGES.completed : PRIVACY_DECISION_MESSAGES.declined, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : 'The answer could not be saved'),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="opt-out-decision-title">
      <DialogTitle id="opt-out-decision-title">
        {completing ? 'Complete' : 'Decline'} the opt-out request of {request.firstName} {request.lastName}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {completing ? 'The requester is told the request is carried out, with your note.' : 'The requester is told why, and that they may ask again.'}
        </DialogContentText>
        <TextField
          label={completing ? 'What was done (the requester reads it)' : 'Reason (the requester reads it)'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          required
          error={tooLong}
          helperText={tooLong ? PRIVACY_DECISION_MESSAGES.noteTooLong : ' '}
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
        <Button variant="contained" onClick={submit} disabled={isPending || tooLong || note.trim() === ''}>
          {completing ? 'Complete request' : 'Decline request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
