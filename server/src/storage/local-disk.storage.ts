import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DocumentStorage,
  LIST_PAGE_SIZE,
  newStoredFileName,
  STORED_FILE_NAME,
  StorageUnavailableError,
  type StorageHealth,
  type StoredContent,
  type StoredEntry,
  type StoredObject,
} from './document-storage.js';

/**
 * Documents on local disk under `<root>/apostille-docs` (root = DATA_DIR/uploads), outside every
 * static folder: the only way out is the signed download route. Staging files live in
 * `<root>/.staging` on the same file system, so `put` is an atomic rename.
 */
export class LocalDiskStorage extends DocumentStorage {
  readonly documentsDir: string;
  readonly stagingDir: string;
  readonly keepsStagedFiles = true;

  constructor(readonly root: string) {
    super();
    this.documentsDir = join(root, 'apostille-docs');
    this.stagingDir = join(root, '.staging');
  }

  async init(): Promise<void> {
    await mkdir(this.documentsDir, { recursive: true, mode: 0o700 });
    await mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
  }

  /** The staged file was fsynced by the upload writer; the rename is made durable here. */
  async put(stagedPath: string, extension: string, stagedSize?: number): Promise<StoredObject> {
    const fileName = newStoredFileName(randomBytes(16).toString('hex'), extension);
    const target = join(this.documentsDir, fileName);
    try {
      await rename(stagedPath, target);
      await syncDirectory(this.documentsDir);
    } catch (error) {
      throw StorageUnavailableError.fromFileSystem('store a document', error);
    }
    // A rename keeps the file as it is: the size counted while staging is its size.
    const size = stagedSize ?? (await stat(target)).size;
    return { fileName, size };
  }

  /** Both folders are there and a file can be written and removed in staging (root ignores permissions, so it is tried). */
  async health(): Promise<StorageHealth> {
    try {
      // Public health says what, never where: no path in the message.
      if (!(await stat(this.documentsDir)).isDirectory()) return { writable: false, message: 'the documents folder is not a folder' };
      const probe = join(this.stagingDir, `.health-${process.pid}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
      return { writable: true };
    } catch (error) {
      return { writable: false, message: `documents cannot be written (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` };
    }
  }

  async remove(fileName: string): Promise<void> {
    if (!STORED_FILE_NAME.test(fileName)) return;
    await rm(join(this.documentsDir, fileName), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry[]> {
    let page: StoredEntry[] = [];
    for await (const entry of await opendir(this.documentsDir)) {
      if (!entry.isFile() || !STORED_FILE_NAME.test(entry.name)) continue;
      // A file removed since the folder was read is simply not listed.
      const info = await stat(join(this.documentsDir, entry.name)).catch(() => undefined);
      if (info) page.push({ fileName: entry.name, modifiedAt: info.mtime });
      if (page.length === LIST_PAGE_SIZE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async read(fileName: string): Promise<StoredContent | undefined> {
    if (!STORED_FILE_NAME.test(fileName)) return undefined;
    let handle;
    try {
      handle = await open(join(this.documentsDir, fileName), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      return { size: info.size, stream: createReadStream('', { fd: handle }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
}

/** fsync of a folder, so a rename into it survives a power cut (a no-op where folders cannot be opened for it). */
async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch (error) {
    // Some systems refuse fsync on a directory (EINVAL/EISDIR/EPERM); the file's own data is synced already.
    if (!['EINVAL', 'EISDIR', 'EPERM', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}
