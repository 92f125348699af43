import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import type { ExpectedCompletionAnswer } from '@apostille/domain';

/**
 * When the order will be ready, in the server's words (libs/domain expectedCompletionText): the same
 * sentence as the e-mails, counted from the arrival of the originals. Nothing once the work is done.
 */
export function ExpectedCompletionNote({ expected }: { expected: ExpectedCompletionAnswer | null | undefined }) {
  if (!expected) return null;
  return (
    <Alert severity="info" icon={<EventAvailable fontSize="inherit" />} component="section" aria-labelledby="expected-title" data-testid="expected-completion">
      <AlertTitle id="expected-title" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {expected.firm ? 'Expected ready by' : 'When it will be ready'}
      </AlertTitle>
      {expected.text} Business days exclude weekends and U.S. federal holidays.
    </Alert>
  );
}
