import { CANCELLATION_NOTE_MAX } from '@apostille/domain';
import { DecisionDialog } from '../components/DecisionDialog';
import { CANCELLATION_REQUESTS, type CancellationDecision, type CancellationRequestRow } from '../dataProvider/cancellationRequests';

interface CancellationDecisionDialogProps {
  request: CancellationRequestRow;
  decision: Exclude<CancellationDecision, 'retryRefund'>;
  onClose: () => void;
}

/** Approve (cancels the order and refunds what the text says) or decline (the note is the reason the customer reads). */
export function CancellationDecisionDialog({ request, decision, onClose }: CancellationDecisionDialogProps) {
  const approving = decision === 'approve';
  return (
    <DecisionDialog
      resource={CANCELLATION_REQUESTS}
      record={request}
      decision={decision}
      title={`${approving ? 'Approve cancellation' : 'Decline cancellation'} of ${request.orderNumber ?? `order ${request.orderId}`}`}
      text={
        approving
          ? `The order becomes Cancelled and the customer is refunded at once. ${request.refundText}`
          : 'The order goes on as before. The customer receives your reason by e-mail.'
      }
      noteLabel={approving ? 'Note (optional, kept in the history)' : 'Reason for the customer'}
      noteRequired={!approving}
      noteMax={CANCELLATION_NOTE_MAX}
      noteTooLongText={`Note must be ${CANCELLATION_NOTE_MAX} characters or fewer`}
      submitLabel={approving ? 'Cancel order and refund' : 'Decline request'}
      submitColor={approving ? 'error' : 'primary'}
      successMessage={approving ? `Order ${request.orderNumber ?? ''} cancelled` : 'Cancellation declined; the customer was e-mailed'}
      onClose={onClose}
    />
  );
}
