import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DocumentStorage, STORED_FILE_NAME, type StoredObject } from './document-storage.js';

/**
 * Documents on local disk under `<root>/apostille-docs` (root = DATA_DIR/uploads), outside every
 * static folder: the only way out is the signed download route. Staging files live in
 * `<root>/.staging` on the same file system, so `put` is an atomic rename.
 */
export class LocalDiskStorage extends DocumentStorage {
  readonly documentsDir: string;
  readonly stagingDir: string;

  constructor(readonly root: string) {
    super();
    this.documentsDir = join(root, 'apostille-docs');
    this.stagingDir = join(root, '.staging');
  }

  async init(): Promise<void> {
    await mkdir(this.documentsDir, { recursive: true, mode: 0o700 });
    await mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
  }

  async put(stagedPath: string, extension: string, stagedSize?: number): Promise<StoredObject> {
    const fileName = `${randomBytes(16).toString('hex')}${extension.toLowerCase()}`;
    if (!STORED_FILE_NAME.test(fileName)) throw new Error(`Refusing to store a file with extension ${extension}`);
    const target = join(this.documentsDir, fileName);
    await rename(stagedPath, target);
    // A rename keeps the file as it is: the size counted while staging is its size.
    const size = stagedSize ?? (await stat(target)).size;
    return { fileName, size };
  }

  async remove(fileName: string): Promise<void> {
    if (!STORED_FILE_NAME.test(fileName)) return;
    await rm(join(this.documentsDir, fileName), { force: true });
  }

  async stat(fileName: string): Promise<{ size: number } | undefined> {
    if (!STORED_FILE_NAME.test(fileName)) return undefined;
    try {
      const info = await stat(join(this.documentsDir, fileName));
      return info.isFile() ? { size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  open(fileName: string): Readable {
    if (!STORED_FILE_NAME.test(fileName)) throw new Error('Invalid stored file name');
    return createReadStream(join(this.documentsDir, fileName));
  }
}
