import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';

const STAGED = Symbol('stagedUploadPaths');
type StagedRequest = Request & { [STAGED]?: string[] };

/** Chunks are gathered up to this size and written with one writev: far fewer system calls than a write per network chunk. */
const FLUSH_BYTES = 1024 * 1024;

/** Bytes of each upload kept in memory for content sniffing (magic numbers). */
export const HEAD_BYTES = 16;

async function writeStreamTo(path: string, stream: Readable): Promise<{ size: number; head: Buffer }> {
  const handle = await open(path, 'wx', 0o600);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      if (pendingBytes >= FLUSH_BYTES) {
        await handle.writev(pending);
        pending = [];
        pendingBytes = 0;
      }
    }
    if (pending.length > 0) await handle.writev(pending);
  } finally {
    await handle.close();
  }
  return { size, head };
}

/** A staged upload as multer reports it, with its first bytes. */
export type StagedFile = Express.Multer.File & { head: Buffer };

/**
 * Multer storage engine that streams each upload to a random staging file (keeping its first bytes
 * for sniffing, so the file is never read back) and remembers every path
 * it opened on the request, so a failure at any point (limit hit mid-file, validation, database)
 * can remove all of them: nothing of a refused request stays on disk.
 */
export class StagingStorageEngine implements StorageEngine {
  constructor(private readonly stagingDir: () => string) {}

  _handleFile(request: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const path = join(this.stagingDir(), `${randomBytes(16).toString('hex')}.upload`);
    ((request as StagedRequest)[STAGED] ??= []).push(path);
    writeStreamTo(path, file.stream).then(
      ({ size, head }) => callback(null, { path, size, head } as Partial<Express.Multer.File>),
      (error: unknown) => callback(error),
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
