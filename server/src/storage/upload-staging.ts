import { randomBytes } from 'node:crypto';
import { readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { StorageUnavailableError, type DocumentStorage } from './document-storage.js';
import type { UploadWriter } from './upload-writer.js';

const STAGED = Symbol('stagedUploadPaths');
type StagedRequest = Request & { [STAGED]?: string[] };

/** A staged upload as multer reports it, with its first bytes. */
export type StagedFile = Express.Multer.File & { head: Buffer };

/**
 * Multer storage engine that streams each upload to a random staging file (keeping its first bytes
 * for sniffing, so the file is never read back) and remembers every path
 * it opened on the request, so a failure at any point (limit hit mid-file, validation, database)
 * can remove all of them: nothing of a refused request stays on disk.
 */
export class StagingStorageEngine implements StorageEngine {
  constructor(
    private readonly storage: DocumentStorage,
    private readonly writer: UploadWriter,
  ) {}

  _handleFile(request: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const directory = this.storage.stagingDir;
    // The process id first: a later start can tell an upload of a dead process from one in flight.
    const path = join(directory, `${process.pid}-${randomBytes(16).toString('hex')}.upload`);
    ((request as StagedRequest)[STAGED] ??= []).push(path);
    this.writer.write(directory, path, file.stream, this.storage.keepsStagedFiles).then(
      ({ size, head }) => callback(null, { path, size, head } as Partial<Express.Multer.File>),
      // A full, read-only or missing staging folder is the storage's fault, not the upload's: 503.
      (error: unknown) => callback(StorageUnavailableError.fromFileSystem('stage an upload', error)),
    );
  }

  _removeFile(_request: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    removeIfPresent(file.path).then(() => callback(null), callback);
  }
}

/** One unlink; a file already moved into storage (the usual case) is simply gone. */
async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Removes every staging file the request produced (idempotent). */
export async function discardStagedUploads(request: Request): Promise<void> {
  const staged = (request as StagedRequest)[STAGED] ?? [];
  await Promise.all(staged.map(removeIfPresent));
}

/**
 * Staging files left by a process that died mid-upload (killed outright: no request cleanup ran).
 * Each name starts with its process id, so a file whose process is gone is removed and one of a
 * live sibling process (API_PROCESSES > 1 share the folder) is left alone. Returns how many.
 */
export async function sweepOrphanedStagingFiles(directory: string): Promise<number> {
  let removed = 0;
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const pid = Number.parseInt(/^(\d+)-[0-9a-f]+\.upload$/.exec(name)?.[1] ?? '', 10);
    if (Number.isInteger(pid) && processIsAlive(pid)) continue;
    await rm(join(directory, name), { force: true });
    removed++;
  }
  return removed;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
