import type { DocumentStorage } from './document-storage.js';

/**
 * How long a stored file may go without a record before it is taken for a leftover. A file is
 * stored a moment before the order (or staff upload) that names it commits, so a file that young
 * may belong to a request still in flight on another instance.
 */
export const UNREFERENCED_DOCUMENT_GRACE_MS = 60 * 60_000;

/**
 * Removes stored documents that no record names and that were written before `writtenBefore`:
 * what a process killed between storing an upload and committing its order leaves behind. Nobody
 * can reach such a file (downloads go through the record), but it is a customer's document that
 * retention would never remove. `onRecordAmong` answers which of a page of names have a record.
 * Returns how many files were removed.
 */
export async function removeUnreferencedDocuments(
  storage: DocumentStorage,
  onRecordAmong: (fileNames: string[]) => Promise<Set<string>>,
  writtenBefore: Date,
): Promise<number> {
  let removed = 0;
  for await (const page of storage.list()) {
    const old = page.filter((entry) => entry.modifiedAt < writtenBefore).map((entry) => entry.fileName);
    if (old.length === 0) continue;
    const onRecord = await onRecordAmong(old);
    for (const fileName of old.filter((name) => !onRecord.has(name))) {
      await storage.remove(fileName);
      removed += 1;
    }
  }
  return removed;
}
