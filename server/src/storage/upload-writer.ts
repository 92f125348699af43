import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { acceptsDirectWrites, AlignedSlots, writeStreamDirect, type WrittenUpload } from './direct-writes.js';

/** Chunks are gathered up to this size and written with one writev: far fewer system calls than a write per network chunk. */
const FLUSH_BYTES = 1024 * 1024;

/** Bytes of each upload kept in memory for content sniffing (magic numbers). */
export const HEAD_BYTES = 16;

/** Through the page cache, where direct writes are refused or every aligned slot is in use. */
async function writeStreamBuffered(path: string, stream: Readable): Promise<WrittenUpload> {
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

/**
 * Writes uploads directly (see direct-writes.ts) when the staging folder takes O_DIRECT and an
 * aligned slot is free, otherwise through the page cache. The folder is probed once; the slots
 * are reserved on the first direct write, so a process that never receives an upload holds none.
 */
export class UploadWriter {
  private readonly logger = new Logger(UploadWriter.name);
  private readonly directFolders = new Map<string, Promise<boolean>>();
  private slots?: AlignedSlots;

  constructor(
    private readonly options: {
      /** How many uploads may be written directly at once (AlignedSlots' default in production). */
      slots?: number;
      /** How a folder is tested for O_DIRECT (a real probe in production). */
      acceptsDirectWrites?: (directory: string) => Promise<boolean>;
    } = {},
  ) {}

  async write(directory: string, path: string, stream: Readable): Promise<WrittenUpload> {
    let direct = this.directFolders.get(directory);
    if (!direct) this.directFolders.set(directory, (direct = this.probe(directory)));
    const slot = (await direct) ? (this.slots ??= new AlignedSlots(this.options.slots)).take() : undefined;
    if (!slot) return writeStreamBuffered(path, stream);
    try {
      return await writeStreamDirect(path, stream, slot, HEAD_BYTES);
    } finally {
      this.slots?.give(slot);
    }
  }

  private async probe(directory: string): Promise<boolean> {
    const direct = await (this.options.acceptsDirectWrites ?? acceptsDirectWrites)(directory);
    if (direct) this.logger.log(`uploads in ${directory} are written with O_DIRECT, past the page cache`);
    else this.logger.log(`uploads in ${directory} are written through the page cache: its file system refuses O_DIRECT`);
    return direct;
  }
}

