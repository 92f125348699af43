import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
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

/**
 * A folder that takes direct writes, where this host has one: the system's temporary folder, or
 * one beside the tests where that is a tmpfs. Undefined on hosts without O_DIRECT (macOS) or
 * where no such file system is at hand; the direct-path tests below then become one test that
 * checks the writer reports exactly that and falls back.
 */
async function findDirectFolder(): Promise<string | undefined> {
  for (const parent of [tmpdir(), process.cwd()]) {
    const folder = await mkdtemp(join(parent, 'direct-writes-'));
    if (await acceptsDirectWrites(folder)) return folder;
    await rm(folder, { recursive: true, force: true });
  }
  return undefined;
}

const directFolder = await findDirectFolder();
const SIZES: [string, number][] = [
  ['an empty upload', 0],
  ['an upload smaller than a block', 1_000],
  ['an upload of exactly one slot', 1024 * 1024],
  ['an upload of several slots and a partial block', 2.5 * 1024 * 1024 + 123],
];

describe('the page-cache path (every host)', () => {
  let folder: string;
  beforeAll(async () => (folder = await mkdtemp(join(tmpdir(), 'buffered-writes-'))));
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it.each(SIZES)('stores %s byte for byte, private, with its first bytes, where the folder refuses O_DIRECT', async (_name, bytes) => {
    const writer = new UploadWriter({ acceptsDirectWrites: async () => false });
    const content = randomBytes(bytes);
    const path = join(folder, `refused-${bytes}.upload`);

    const written = await writer.write(folder, path, chunked(content), true);

    expect(await writer.writesDirectly(folder)).toBe(false);
    expect(written).toMatchObject({ size: bytes, direct: false });
    expect(written.head.equals(content.subarray(0, HEAD_BYTES))).toBe(true);
    expect((await readFile(path)).equals(content)).toBe(true);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('never overwrites an existing file', async () => {
    const path = join(folder, 'taken.upload');
    await writeFile(path, 'first');
    const writer = new UploadWriter({ acceptsDirectWrites: async () => false });
    await expect(writer.write(folder, path, chunked(randomBytes(10)), true)).rejects.toMatchObject({ code: 'EEXIST' });
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
});

if (directFolder === undefined) {
  describe('the O_DIRECT path: the probe found no folder here that takes O_DIRECT', () => {
    it(`reports that and writes through the page cache (O_DIRECT ${constants.O_DIRECT === undefined ? 'is not defined on this platform' : 'is refused by these file systems'})`, async () => {
      const folder = await mkdtemp(join(tmpdir(), 'no-direct-writes-'));
      try {
        const writer = new UploadWriter();
        const content = randomBytes(300_000);
        const written = await writer.write(folder, join(folder, 'a.upload'), chunked(content), true);
        expect(await writer.writesDirectly(folder)).toBe(false);
        expect(written).toMatchObject({ size: content.length, direct: false });
        expect((await readFile(join(folder, 'a.upload'))).equals(content)).toBe(true);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  });
} else {
  const folder = directFolder;
  describe(`the O_DIRECT path: the probe found that ${folder} takes O_DIRECT`, () => {
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('is what the writer reports for that folder', async () => {
      expect(await new UploadWriter().writesDirectly(folder)).toBe(true);
    });

    it.each(SIZES.flatMap(([name, bytes]) => [[name, bytes, true] as const, [name, bytes, false] as const]))(
      'stores %s (%i bytes) byte for byte, private, with its first bytes (renamed into storage, so fsynced: %s)',
      async (_name, bytes, durable) => {
        const content = randomBytes(bytes);
        const path = join(folder, `${bytes}-${durable}.upload`);
        const written = await new UploadWriter().write(folder, path, chunked(content), durable);

        expect(written).toMatchObject({ size: bytes, direct: true });
        expect(written.head.equals(content.subarray(0, HEAD_BYTES))).toBe(true);
        expect((await readFile(path)).equals(content)).toBe(true);
        expect((await stat(path)).mode & 0o777).toBe(0o600);
      },
    );

    it('never overwrites an existing file', async () => {
      const path = join(folder, 'taken.upload');
      await writeFile(path, 'first');
      const slot = new AlignedSlots(1).take() as Buffer;
      await expect(writeStreamDirect(path, chunked(randomBytes(10)), slot, HEAD_BYTES)).rejects.toMatchObject({ code: 'EEXIST' });
      expect(await readFile(path, 'utf8')).toBe('first');
    });

    it('writes more uploads at once than it has slots, the rest through the page cache', async () => {
      const writer = new UploadWriter({ slots: 1 });
      const contents = [0, 1, 2, 3].map(() => randomBytes(300_000 + Math.floor(Math.random() * 900_000)));
      const results = await Promise.all(contents.map((content, i) => writer.write(folder, join(folder, `concurrent-${i}.upload`), chunked(content), true)));
      for (const [i, content] of contents.entries()) {
        expect(results[i].size).toBe(content.length);
        expect((await readFile(join(folder, `concurrent-${i}.upload`))).equals(content)).toBe(true);
      }
      expect(results.filter((result) => result.direct).length).toBeGreaterThanOrEqual(1);
    });

    it('leaves no probe file behind', async () => {
      expect((await readdir(folder)).filter((name) => name.endsWith('.direct-probe'))).toEqual([]);
    });
  });
}
