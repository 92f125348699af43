import { isAllowedUpload, ORDER_MESSAGES, uploadRefusal } from '@apostille/domain';
import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '../../components/toast/ToastProvider';
import { deleteStagedFile, type StagedFile } from '../checkout/checkoutApi';
import { checkoutKey, storedCheckoutKey } from '../checkout/checkoutKey';
import { UPLOAD_FAILED, UploadRefused, uploadCheckoutFile } from '../checkout/uploadFile';
import type { OrderFormValues } from '../model/formValues';

/** A file on its way to the server, or refused (by the page's pre-check or the server) with the reason. */
export interface UploadItem {
  key: number;
  documentId: string;
  name: string;
  size: number;
  progress: number;
  error: string | null;
}

interface Uploads {
  items: readonly UploadItem[];
  /** Some file is still uploading: the step may not be left for payment yet. */
  busy: boolean;
  /** Sends each new file of `files` for the document entry `documentId`. */
  add: (documentId: string, files: readonly File[]) => void;
  /** Hides a refusal. */
  dismiss: (key: number) => void;
  /** The customer removed staged files (or their document): the server may drop them. */
  discard: (files: readonly StagedFile[]) => void;
}

const UploadsContext = createContext<Uploads | null>(null);

export function useUploads(): Uploads {
  const uploads = useContext(UploadsContext);
  if (!uploads) throw new Error('useUploads outside UploadsProvider');
  return uploads;
}

/** PDF, JPG or PNG by type or extension; size and count are uploadRefusal's to judge. */
const allowedType = (file: File) => isAllowedUpload({ name: file.name, type: file.type, size: 0 });
const sameFile = (a: { name: string; size: number }, b: { name: string; size: number }) => a.name === b.name && a.size === b.size;

/**
 * The checkout's uploads, kept above the steps so that a file keeps uploading while the customer
 * moves on. Each file is staged on the server as soon as it is chosen (POST /api/checkout/files);
 * its document entry then holds the server's ref instead of the file.
 */
export function UploadsProvider({ children }: { children: ReactNode }) {
  const { values, setValues } = useFormikContext<OrderFormValues>();
  const toast = useToast();
  const [items, setItems] = useState<UploadItem[]>([]);
  const latest = useRef({ values, items });
  latest.current = { values, items };
  const nextKey = useRef(0);
  const controllers = useRef(new Set<AbortController>());

  // A new checkout (or leaving the page) cancels what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const update = useCallback((key: number, patch: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i))), []);

  const start = useCallback(
    (item: UploadItem, file: File, key: string) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      uploadCheckoutFile(key, file, (progress) => update(item.key, { progress }), controller.signal)
        .then((staged) => {
          setItems((list) => list.filter((i) => i.key !== item.key));
          if (!latest.current.values.documents.some((d) => d.id === item.documentId)) {
            deleteStagedFile(key, staged.id).catch(() => undefined); // its document was removed meanwhile
            return;
          }
          void setValues((v) => ({ ...v, documents: v.documents.map((d) => (d.id === item.documentId ? { ...d, files: [...d.files, staged] } : d)) }));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(item.key, { error: error instanceof UploadRefused ? error.message : UPLOAD_FAILED });
        })
        .finally(() => controllers.current.delete(controller));
    },
    [setValues, update],
  );

  const add = useCallback(
    (documentId: string, files: readonly File[]) => {
      const { values: v, items: current } = latest.current;
      const document = v.documents.find((d) => d.id === documentId);
      if (!document || files.length === 0) return;
      let staged = v.documents.reduce((n, d) => n + d.files.length, 0) + current.filter((i) => !i.error).length;
      let wrongType = false;
      const added: UploadItem[] = [];
      for (const file of files) {
        const pending = [...current, ...added].filter((i) => i.documentId === documentId && !i.error);
        // The spec's duplicates (same name and size) are ignored.
        if (document.files.some((f) => sameFile(f, file)) || pending.some((i) => sameFile(i, file))) continue;
        const refusal = uploadRefusal(file, staged);
        if (!refusal && !allowedType(file)) {
          wrongType = true;
          continue;
        }
        nextKey.current += 1;
        const item: UploadItem = { key: nextKey.current, documentId, name: file.name, size: file.size, progress: 0, error: refusal };
        added.push(item);
        if (refusal) continue;
        staged += 1;
        start(item, file, checkoutKey());
      }
      if (wrongType) toast({ title: ORDER_MESSAGES.invalidFilesTitle, description: ORDER_MESSAGES.invalidFiles, variant: 'destructive' });
      if (added.length > 0) setItems((list) => [...list, ...added]);
    },
    [start, toast],
  );

  const dismiss = useCallback((key: number) => setItems((list) => list.filter((i) => i.key !== key)), []);

  const discard = useCallback((files: readonly StagedFile[]) => {
    const key = storedCheckoutKey();
    if (!key) return;
    for (const file of files) deleteStagedFile(key, file.id).catch(() => undefined); // an unremoved file expires with the checkout
  }, []);

  const busy = items.some((i) => !i.error);
  const uploads = useMemo(() => ({ items, busy, add, dismiss, discard }), [items, busy, add, dismiss, discard]);
  return <UploadsContext.Provider value={uploads}>{children}</UploadsContext.Provider>;
}
