import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures, as the spec names it. */
  variant?: 'default' | 'success' | 'destructive';
}

type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

const loadToastSnackbar = () => import('./ToastSnackbar');
// Most visits show no toast: its code (MUI's snackbar and alert) loads with the first one, or before
// it with preloadToast. See docs/performance.md, first load.
const ToastSnackbar = lazy(() => loadToastSnackbar().then((m) => ({ default: m.ToastSnackbar })));

/** Starts loading the toast's code, so that the first toast shows without waiting for it. */
export function preloadToast(): void {
  loadToastSnackbar().catch(() => undefined);
}

/** One toast at a time (spec: toast limit 1, 5000 ms); a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastOptions & { key: number }) | null>(null);
  // Once a toast was asked for, the snackbar stays mounted so that closing it animates.
  const [asked, setAsked] = useState(false);
  const show = useCallback<ShowToast>((toast) => {
    setAsked(true);
    setCurrent({ ...toast, key: Date.now() + Math.random() });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ToastSnackbar current={current} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
