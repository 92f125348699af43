import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCallback, useState } from 'react';
import { useToast } from './useToast';

export interface DialogNotice {
  title: string;
  text?: string;
  type: 'success' | 'error' | 'info' | 'warning';
}

/**
 * A message raised inside an open dialog: the toast of spec §8, repeated inline above the dialog's
 * buttons, because a modal dialog hides the rest of the page (the toast area too) from assistive
 * technology while it is open.
 */
export function useDialogNotice() {
  const toast = useToast();
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  const show = useCallback(
    (title: string, text: string | undefined, type: DialogNotice['type'] = 'error') => {
      setNotice({ title, text, type });
      toast(title, text, type);
    },
    [toast],
  );
  const clear = useCallback(() => setNotice(null), []);
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
