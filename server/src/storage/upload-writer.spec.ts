import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { acceptsDirectWrites, AlignedSlots, writeStreamDirect } from './direct-writes.js';
import { HEAD_BYTES, UploadWriter } from './upload-writer.js';

/** An upload as it arrives from the network: uneven chunks. */
function chunked(content: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0, size = 1; offset < content.length; offset += size, size = (size * 7 + 3) % 70_000 || 1) {
    chunks.push(content.subarray(offset, offset + size));
  }
  return Readable.from(chunks);
}

/** A folder that takes direct writes: the system's temporary folder, or one beside the tests where that is a tmpfs. */
async function directFolder(): Promise<string> {
  for (const parent of [tmpdir(), process.cwd()]) {
    const folder = await mkdtemp(join(parent, 'direct-writes-'));
    if (await acceptsDirectWrites(folder)) return folder;
    await rm(folder, { recursive: true, force: true });
  }
  throw new Error('no folder here takes O_DIRECT writes');
}

describe('uploads written past the page cache', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await directFolder();
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['an empty upload', 0],
    ['an upload smaller than a block', 1_000],
    ['an upload of exactly one slot', 1024 * 1024],
    ['an upload of several slots and a partial block', 2.5 * 1024 * 1024 + 123],
  ])('stores %s byte for byte, private, with its first bytes', async (_name, bytes) => {
    const content = randomBytes(bytes);
    const path = join(folder, `${bytes}.upload`);
    const slot = new AlignedSlots(1).take() as Buffer;

    const written = await writeStreamDirect(path, chunked(content), slot, HEAD_BYTES);

    expect(written.size).toBe(bytes);
    expect(written.head.equals(content.subarray(0, HEAD_BYTES))).toBe(true);
    expect((await readFile(path)).equals(content)).toBe(true);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('never overwrites an existing file', async () => {
    const path = join(folder, 'taken.upload');
    await writeFile(path, 'first');
    const slot = new AlignedSlots(1).take() as Buffer;
    await expect(writeStreamDirect(path, chunked(randomBytes(10)), slot, HEAD_BYTES)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(path, 'utf8')).toBe('first');
  });

  it('hands out page-aligned slots and takes them back', () => {
    const slots = new AlignedSlots(2);
    const first = slots.take() as Buffer;
    const second = slots.take() as Buffer;
    expect(slots.take()).toBeUndefined();
    expect(first.length).toBe(1024 * 1024);
    expect(second.buffer).toBe(first.buffer);
    // The memory itself starts on a page boundary, so offsets in it that are multiples of 4096 are aligned.
    expect([first.byteOffset % 4096, second.byteOffset % 4096]).toEqual([0, 0]);
    expect(first.byteOffset).not.toBe(second.byteOffset);
    slots.give(first);
    expect(slots.available).toBe(1);
  });

  it('writes more uploads at once than it has slots, the rest through the page cache', async () => {
    const writer = new UploadWriter({ slots: 1 });
    const contents = [0, 1, 2, 3].map(() => randomBytes(300_000 + Math.floor(Math.random() * 900_000)));
    const results = await Promise.all(contents.map((content, i) => writer.write(folder, join(folder, `concurrent-${i}.upload`), chunked(content))));
    for (const [i, content] of contents.entries()) {
      expect(results[i].size).toBe(content.length);
      expect((await readFile(join(folder, `concurrent-${i}.upload`))).equals(content)).toBe(true);
    }
  });

  it('leaves no probe file behind', async () => {
    expect((await readdir(folder)).filter((name) => name.endsWith('.direct-probe'))).toEqual([]);
  });
});

describe('a folder that refuses direct writes', () => {
  it('is written through the page cache, whole', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'buffered-writes-'));
    try {
      const writer = new UploadWriter({ acceptsDirectWrites: async () => false });
      const content = randomBytes(1_500_000);
      const written = await writer.write(folder, join(folder, 'a.upload'), chunked(content));
      expect(written.size).toBe(content.length);
      expect(written.head.equals(content.subarray(0, HEAD_BYTES))).toBe(true);
      expect((await readFile(join(folder, 'a.upload'))).equals(content)).toBe(true);
      expect((await stat(join(folder, 'a.upload'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
