import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useCloseNotification, useNotify } from 'react-admin';
import { whenToastDismissed } from './toastDismissals';

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** The shown toast's content; it closes itself when its key is dismissed (toastDismissals.ts). */
function DismissibleToast({ toastKey, children }: { toastKey: string; children: ReactNode }) {
  const close = useCloseNotification();
  useEffect(() => whenToastDismissed(toastKey, close), [toastKey, close]);
  return <>{children}</>;
}

/**
 * Toasts with a title and an optional description ("Creation Failed" + the server message),
 * shown one at a time by react-admin's notification area (requirements A9: one visible, 5000 ms).
 * Given a key, the toast can be closed early with dismissToast(key).
 */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (title: string, description?: string, type: ToastType = 'info', key?: string) => {
      // react-admin renders an element in place of the snackbar's own content: it brings its look and role.
      const content = description ? (
        <Alert severity={type} variant="filled" role="alert" sx={{ width: '100%', minWidth: 288 }}>
          <AlertTitle>{title}</AlertTitle>
          {description}
        </Alert>
      ) : key ? (
        <Alert severity={type} variant="filled" role="alert" sx={{ width: '100%', minWidth: 288 }}>
          {title}
        </Alert>
      ) : (
        title
      );
      const message = key ? <DismissibleToast toastKey={key}>{content}</DismissibleToast> : content;
      notify(message, { type, autoHideDuration: 5000 });
    },
    [notify],
  );
}
