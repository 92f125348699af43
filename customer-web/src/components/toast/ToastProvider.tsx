import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@apostille/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CHAT_BUTTON_CLEARANCE } from '../../layout/chatButtonClearance';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures, as the spec names it. */
  variant?: 'default' | 'success' | 'destructive';
}

type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** One toast at a time (spec: toast limit 1, 5000 ms); a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastOptions & { key: number }) | null>(null);
  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, key: Date.now() + Math.random() }), []);
  const close = () => setCurrent(null);
  const severity = current?.variant === 'destructive' ? 'error' : current?.variant === 'success' ? 'success' : 'info';
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={current !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // Above the chat button, never over it.
        sx={{ bottom: CHAT_BUTTON_CLEARANCE }}
      >
        {current ? (
          <Alert onClose={close} severity={severity} variant="filled" role={severity === 'error' ? 'alert' : 'status'} sx={{ width: '100%' }}>
            <AlertTitle>{current.title}</AlertTitle>
            {current.description}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
