import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@apostille/domain';
import { CHAT_BUTTON_CLEARANCE } from '../../layout/chatButtonClearance';
import type { ToastOptions } from './ToastProvider';

/** The toast itself (ToastProvider loads it when the first toast is asked for). */
export function ToastSnackbar({ current, onClose }: { current: (ToastOptions & { key: number }) | null; onClose: () => void }) {
  const severity = current?.variant === 'destructive' ? 'error' : current?.variant === 'success' ? 'success' : 'info';
  return (
    <Snackbar
      key={current?.key}
      open={current !== null}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // Above the chat button, never over it.
      sx={{ bottom: CHAT_BUTTON_CLEARANCE }}
    >
      {current ? (
        <Alert onClose={onClose} severity={severity} variant="filled" role={severity === 'error' ? 'alert' : 'status'} sx={{ width: '100%' }}>
          <AlertTitle>{current.title}</AlertTitle>
          {current.description}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
