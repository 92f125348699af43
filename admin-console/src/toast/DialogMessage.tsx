import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCallback, useRef, useState } from 'react';
import { dismissToast, newToastKey } from './toastDismissals';
import { useToast } from './useToast';

export interface DialogNotice {
  title: string;
  text?: string;
  type: 'success' | 'error' | 'info' | 'warning';
}

/**
 * A message raised inside an open dialog: the toast of requirements A8, repeated inline above the dialog's
 * buttons, because a modal dialog hides the rest of the page (the toast area too) from assistive
 * technology while it is open.
 */
export function useDialogNotice() {
  const toast = useToast();
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  const toastKey = useRef<string | null>(null);
  /** Takes the message back, inline and as a toast: its problem was fixed or the action went through. */
  const clear = useCallback(() => {
    if (toastKey.current) dismissToast(toastKey.current);
    toastKey.current = null;
    setNotice(null);
  }, []);
  const show = useCallback(
    (title: string, text: string | undefined, type: DialogNotice['type'] = 'error') => {
      if (toastKey.current) dismissToast(toastKey.current);
      toastKey.current = newToastKey();
      setNotice({ title, text, type });
      toast(title, text, type, toastKey.current);
    },
    [toast],
  );
  return { notice, show, clear };
}

export function DialogNoticeAlert({ notice }: { notice: DialogNotice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.type} role="alert" sx={{ mx: 3, mb: 1 }}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.text}
    </Alert>
  );
}
