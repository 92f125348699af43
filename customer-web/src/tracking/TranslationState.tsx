import Typography from '@mui/material/Typography';
import type { TrackedOrder } from '@apostille/domain';

const LABELS: Record<string, string> = {
  quote_pending: 'Quote being prepared',
  quote_sent: 'Quote sent: awaiting payment (see the payment link in your e-mail)',
  quote_accepted: 'Paid: translation starting',
  quote_declined: 'Quote declined',
  pending: 'Paid: translation scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The translation add-on's state on the tracking page; nothing when the order has no translation. */
export function TranslationState({ translation }: { translation: TrackedOrder['translation'] }) {
  if (!translation) return null;
  const due = translation.estimatedCompletionDate && translation.status !== 'completed' ? ` (estimated ${translation.estimatedCompletionDate})` : '';
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="translation-state">
      Translation: {LABELS[translation.status] ?? translation.status}
      {due}
    </Typography>
  );
}
