import { DECISION_NOTE_MAX, PRIVACY_DECISION_MESSAGES } from '@apostille/domain';
import { DecisionDialog } from '../components/DecisionDialog';
import { OPT_OUT_REQUESTS, type OptOutRequestRow } from '../dataProvider/privacyRequests';

interface OptOutDecisionDialogProps {
  request: OptOutRequestRow;
  decision: 'completed' | 'declined';
  onClose: () => void;
}

const DONE_NOTE = 'Your e-mail address is on our do-not-sell-or-share list. We do not sell or share your personal information.';

/** Complete (say what was done) or decline (say why) an opt-out request; the requester reads the note. */
export function OptOutDecisionDialog({ request, decision, onClose }: OptOutDecisionDialogProps) {
  const completing = decision === 'completed';
  return (
    <DecisionDialog
      resource={OPT_OUT_REQUESTS}
      record={request}
      decision={decision}
      title={`${completing ? 'Complete' : 'Decline'} the opt-out request of ${request.firstName} ${request.lastName}`}
      text={completing ? 'The requester is told the request is carried out, with your note.' : 'The requester is told why, and that they may ask again.'}
      noteLabel={completing ? 'What was done (the requester reads it)' : 'Reason (the requester reads it)'}
      noteRequired
      noteMax={DECISION_NOTE_MAX}
      noteTooLongText={PRIVACY_DECISION_MESSAGES.noteTooLong}
      initialNote={completing ? DONE_NOTE : ''}
      submitLabel={completing ? 'Complete request' : 'Decline request'}
      successMessage={completing ? PRIVACY_DECISION_MESSAGES.completed : PRIVACY_DECISION_MESSAGES.declined}
      onClose={onClose}
    />
  );
}
