import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DECISION_NOTE_MAX, WHOLESALE_DECISION_MESSAGES, WHOLESALE_TIERS, type WholesaleTierId } from '@apostille/domain';
import { useState } from 'react';
import { DecisionDialog } from '../components/DecisionDialog';
import { WHOLESALE_APPLICATIONS, type WholesaleApplicationRow } from '../dataProvider/wholesaleApplications';

interface WholesaleDecisionDialogProps {
  application: WholesaleApplicationRow;
  decision: 'approve' | 'decline';
  onClose: () => void;
}

/** Approve with a tier (the suggested one is chosen first) and an optional note, or decline with the reason the applicant reads. */
export function WholesaleDecisionDialog({ application, decision, onClose }: WholesaleDecisionDialogProps) {
  const approving = decision === 'approve';
  const [tier, setTier] = useState<WholesaleTierId>(application.suggestedTier ?? 'partner');
  return (
    <DecisionDialog
      resource={WHOLESALE_APPLICATIONS}
      record={application}
      decision={decision}
      title={`${approving ? 'Approve' : 'Decline'} ${application.companyName}`}
      text={
        approving
          ? `The account of ${application.email} becomes wholesale at the tier you choose (one is made for them to claim if they have none), and they are e-mailed how to sign in.`
          : 'The applicant receives your reason by e-mail. Their account, if any, stays as it is.'
      }
      fields={
        approving && (
          <TextField select label="Tier" value={tier} onChange={(event) => setTier(event.target.value as WholesaleTierId)} sx={{ mt: 1 }}>
            {WHOLESALE_TIERS.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}: {option.discountPercent}% off service fees (from {option.fromMonthlyDocuments} documents a month)
              </MenuItem>
            ))}
          </TextField>
        )
      }
      data={{ tier }}
      noteLabel={approving ? 'Note for the applicant (optional)' : 'Reason for the applicant'}
      noteRequired={!approving}
      noteMax={DECISION_NOTE_MAX}
      noteTooLongText={WHOLESALE_DECISION_MESSAGES.noteTooLong}
      submitLabel={approving ? 'Approve application' : 'Decline application'}
      successMessage={approving ? WHOLESALE_DECISION_MESSAGES.approved : WHOLESALE_DECISION_MESSAGES.declined}
      onClose={onClose}
    />
  );
}
