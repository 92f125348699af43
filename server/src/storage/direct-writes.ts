import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Uploads are written with O_DIRECT where the file system allows it. A stored document is written
 * once and read rarely (a staff download), so passing it through the page cache only pushes out
 * what the machine does reuse, the database's pages first; object stores write the same way. On a
 * 2-vCPU VM, copying 2 MB per order into fresh page-cache memory was a fifth of the machine's CPU
 * (docs/performance.md).
 *
 * O_DIRECT wants the memory address, the length and the file offset of every write aligned to the
 * device's block size. Node.js buffers carry no alignment guarantee, but a WebAssembly memory
 * starts on a page boundary, so one memory cut into 1 MB slots gives aligned, reusable buffers.
 */
const ALIGNMENT = 4096;
const SLOT_BYTES = 1024 * 1024;
/** At most this many uploads are written directly at once; any further one is written through the page cache. */
const SLOTS = 16;
const WASM_PAGE = 64 * 1024;

/** The one WebAssembly API used here (the server's TypeScript libraries do not declare WebAssembly). */
const { Memory: WasmMemory } = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (descriptor: { initial: number; maximum: number }) => { readonly buffer: ArrayBuffer } };
  }
).WebAssembly;

const DIRECT_CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_DIRECT ?? 0);

/** Page-aligned 1 MB buffers, taken for one upload and given back when its file is closed. */
export class AlignedSlots {
  private readonly free: Buffer[];

  constructor(slots = SLOTS) {
    const memory = new WasmMemory({ initial: (slots * SLOT_BYTES) / WASM_PAGE, maximum: (slots * SLOT_BYTES) / WASM_PAGE });
    const all = Buffer.from(memory.buffer);
    this.free = Array.from({ length: slots }, (_, i) => all.subarray(i * SLOT_BYTES, (i + 1) * SLOT_BYTES));
  }

  take(): Buffer | undefined {
    return this.free.pop();
  }

  give(slot: Buffer): void {
    this.free.push(slot);
  }

  get available(): number {
    return this.free.length;
  }
}

/**
 * Whether `directory` takes O_DIRECT writes (tmpfs and some network file systems refuse them):
 * one aligned block written to a probe file, which is then removed.
 */
export async function acceptsDirectWrites(directory: string): Promise<boolean> {
  if (constants.O_DIRECT === undefined) return false;
  const probe = join(directory, `${randomBytes(8).toString('hex')}.direct-probe`);
  const slots = new AlignedSlots(1);
  const slot = slots.take() as Buffer;
  let handle: FileHandle | undefined;
  try {
    handle = await open(probe, DIRECT_CREATE, 0o600);
    const { bytesWritten } = await handle.write(slot, 0, ALIGNMENT, 0);
    return bytesWritten === ALIGNMENT;
  } catch {
    return false;
  } finally {
    await handle?.close().catch(() => undefined);
    await unlink(probe).catch(() => undefined);
  }
}

/**
 * Streams `stream` into a new file at `path` (mode 0600, never overwriting) through `slot`: each
 * full slot is one aligned write; the last, partial one is padded to the block size and the file
 * is then cut back to the bytes received, and fsynced when `durable`. The first `headBytes` are kept for content sniffing.
 */
export async function writeStreamDirect(
  path: string,
  stream: Readable,
  slot: Buffer,
  headBytes: number,
  durable = true,
): Promise<{ size: number; head: Buffer }> {
  const handle = await open(path, DIRECT_CREATE, 0o600);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    let filled = 0;
    let position = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (head.length < headBytes) head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
      size += chunk.length;
      for (let offset = 0; offset < chunk.length;) {
        const copied = chunk.copy(slot, filled, offset);
        filled += copied;
        offset += copied;
        if (filled === slot.length) {
          await writeFully(handle, slot, filled, position);
          position += filled;
          filled = 0;
        }
      }
    }
    if (filled > 0) {
      const padded = Math.ceil(filled / ALIGNMENT) * ALIGNMENT;
      slot.fill(0, filled, padded);
      await writeFully(handle, slot, padded, position);
      await handle.truncate(position + filled);
    }
    // O_DIRECT bypasses the page cache, not the device's own cache, and the size changed above:
    // a file renamed into storage next must have its bytes and size durable first.
    if (durable) await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, head };
}

/** A direct write either lands whole or fails; a short one (a full disk) is an error, not a retry with unaligned rest. */
async function writeFully(handle: FileHandle, slot: Buffer, length: number, position: number): Promise<void> {
  const { bytesWritten } = await handle.write(slot, 0, length, position);
  if (bytesWritten !== length) throw new Error(`short write: ${bytesWritten} of ${length} bytes`);
}
