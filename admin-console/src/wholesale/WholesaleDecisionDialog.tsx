import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DECISION_NOTE_MAX, WHOLESALE_DECISION_MESSAGES, WHOLESALE_TIERS, type WholesaleTierId } from '@apostille/domain';
import { useState } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { WHOLESALE_APPLICATIONS, type WholesaleApplicationRow } from '../dataProvider/wholesaleApplications';

interface WholesaleDecisionDialogProps {
  application: WholesaleApplicationRow;
  decision: 'approve' | 'decline';
  onClose: () => void;
}

/**
 * Approve with a tier (the suggested one is chosen first) and an optional note, or decline with the
 * reason the applicant reads. The server's refusal (another staff member decided first) shows here.
 */
export function WholesaleDecisionDialog({ application, decision, onClose }: WholesaleDecisionDialogProps) {
  const approving = decision === 'approve';
  const [tier, setTier] = useState<WholesaleTierId>(application.suggestedTier ?? 'partner');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const tooLong = note.length > DECISION_NOTE_MAX;
  const missingReason = !approving && note.trim() === '';

  const submit = () => {
    setError(null);
    void update(
      WHOLESALE_APPLICATIONS,
      { id: application.id, data: { tier, note: note.trim() || null }, previousData: application, meta: { decision } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(approving ? WHOLESALE_DECISION_MESSAGES.approved : WHOLESALE_DECISION_MESSAGES.declined, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : 'The decision could not be saved'),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="wholesale-decision-title">
      <DialogTitle id="wholesale-decision-title">
        {approving ? 'Approve' : 'Decline'} {application.companyName}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {approving
            ? `The account of ${application.email} becomes wholesale at the tier you choose (one is made for them to claim if they have none), and they are e-mailed how to sign in.`
            : 'The applicant receives your reason by e-mail. Their account, if any, stays as it is.'}
        </DialogContentText>
        {approving && (
          <TextField select label="Tier" value={tier} onChange={(event) => setTier(event.target.value as WholesaleTierId)} sx={{ mt: 1 }}>
            {WHOLESALE_TIERS.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}: {option.discountPercent}% off service fees (from {option.fromMonthlyDocuments} documents a month)
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={approving ? 'Note for the applicant (optional)' : 'Reason for the applicant'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          required={!approving}
          error={tooLong}
          helperText={tooLong ? WHOLESALE_DECISION_MESSAGES.noteTooLong : ' '}
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
        <Button variant="contained" onClick={submit} disabled={isPending || tooLong || missingReason}>
          {approving ? 'Approve application' : 'Decline application'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
