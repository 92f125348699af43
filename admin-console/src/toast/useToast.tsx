import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

type ToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * Toasts with a title and an optional description ("Creation Failed" + the server message),
 * shown one at a time by react-admin's notification area (spec §9: one visible, 5000 ms).
 */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (title: string, description?: string, type: ToastType = 'info') => {
      const message = description ? (
        <Alert severity={type} variant="filled" role="alert" sx={{ width: '100%', minWidth: 288 }}>
          <AlertTitle>{title}</AlertTitle>
          {description}
        </Alert>
      ) : (
        title
      );
      notify(message, { type, autoHideDuration: 5000 });
    },
    [notify],
  );
}
