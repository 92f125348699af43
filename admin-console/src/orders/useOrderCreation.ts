import { ADMIN_MESSAGES } from '@apostille/domain';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';

interface CreationTexts {
  /** The success toast's title. */
  createdTitle: string;
  /** The failure text when the server gives none. */
  failedMessage: string;
}

/** Sending a new order from a dialog: busy while it runs, a toast on success, the error inline and as a toast on failure. */
export function useOrderCreation() {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useDialogNotice();

  async function create(resource: 'orders' | 'custom-orders', payload: object, texts: CreationTexts, onCreated: () => void) {
    clear();
    setBusy(true);
    try {
      const { data } = await dataProvider.create<AdminOrder>(resource, { data: payload });
      toast(texts.createdTitle, `Order ${data.orderNumber} was created.`, 'success');
      onCreated();
      // Orders and stats refresh after a creation (requirements A4).
      refresh();
    } catch (error) {
      show(ADMIN_MESSAGES.creationFailedTitle, serverMessageOf(error, texts.failedMessage));
    } finally {
      setBusy(false);
    }
  }

  return { busy, notice, show, clear, create };
}
