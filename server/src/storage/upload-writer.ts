import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { acceptsDirectWrites, AlignedSlots, writeStreamDirect } from './direct-writes.js';

/** Chunks are gathered up to this size and written with one writev: far fewer system calls than a write per network chunk. */
const FLUSH_BYTES = 1024 * 1024;

/** Bytes of each upload kept in memory for content sniffing (magic numbers). */
export const HEAD_BYTES = 16;

export interface WrittenUpload {
  size: number;
  head: Buffer;
  /** Whether the file was written with O_DIRECT (past the page cache). */
  direct: boolean;
}

/** Through the page cache, where direct writes are refused or every aligned slot is in use. */
async function writeStreamBuffered(path: string, stream: Readable, durable: boolean): Promise<WrittenUpload> {
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
    // The file is renamed into storage next: its bytes must be on the device before its name is.
    if (durable) await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, head, direct: false };
}

export interface UploadWriterOptions {
  /** How many uploads may be written directly at once (AlignedSlots' default in production). */
  slots?: number;
  /** How a folder is tested for O_DIRECT (the real probe in production). */
  acceptsDirectWrites?: (directory: string) => Promise<boolean>;
}

/**
 * Writes each upload to its staging file: directly (see direct-writes.ts) when the staging folder
 * takes O_DIRECT and an aligned slot is free, through the page cache otherwise. A `durable` upload
 * (one that becomes the stored document by a rename) is fsynced before it is handed on; one that is
 * read back once and sent to object storage is not, as the bucket is what keeps it.
 * One instance per process (a Nest provider): the folder probe and the slots are shared.
 */
export class UploadWriter {
  private readonly logger = new Logger(UploadWriter.name);
  private readonly directFolders = new Map<string, Promise<boolean>>();
  private slots?: AlignedSlots;

  constructor(private readonly options: UploadWriterOptions = {}) {}

  async write(directory: string, path: string, stream: Readable, durable: boolean): Promise<WrittenUpload> {
    const slot = (await this.writesDirectly(directory)) ? (this.slots ??= new AlignedSlots(this.options.slots)).take() : undefined;
    if (!slot) return writeStreamBuffered(path, stream, durable);
    try {
      return { ...(await writeStreamDirect(path, stream, slot, HEAD_BYTES, durable)), direct: true };
    } finally {
      this.slots?.give(slot);
    }
  }

  /** The probe's answer for `directory` (asked once, then remembered and logged). */
  writesDirectly(directory: string): Promise<boolean> {
    let direct = this.directFolders.get(directory);
    if (!direct) this.directFolders.set(directory, (direct = this.probe(directory)));
    return direct;
  }

  private async probe(directory: string): Promise<boolean> {
    const direct = await (this.options.acceptsDirectWrites ?? acceptsDirectWrites)(directory);
    if (direct) this.logger.log(`uploads in ${directory} are written with O_DIRECT, past the page cache`);
    else this.logger.log(`uploads in ${directory} are written through the page cache: this host or its file system refuses O_DIRECT`);
    return direct;
  }
}
