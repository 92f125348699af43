import type { Readable } from 'node:stream';

/** A stored document as the storage knows it. */
export interface StoredObject {
  /** Random name: 32 hex characters plus the original extension. */
  fileName: string;
  size: number;
}

/**
 * Private storage of customer documents. Files arrive in a local staging file (the upload);
 * `put` moves it in under a fresh random name. LocalDiskStorage is the default; an S3-compatible
 * implementation uploads the staged file in `put` and streams from the bucket in `open`.
 */
export abstract class DocumentStorage {
  /** Local folder for uploads in flight (removed on every failure). */
  abstract readonly stagingDir: string;
  /**
   * Moves a staged local file into storage under a new random name with `extension` ('.pdf').
   * `stagedSize`, when the caller knows it (the upload counted it), spares a stat.
   */
  abstract put(stagedPath: string, extension: string, stagedSize?: number): Promise<StoredObject>;
  /** Removes a stored file; a missing file is not an error. */
  abstract remove(fileName: string): Promise<void>;
  /** The file's size, or undefined when there is no such file. */
  abstract stat(fileName: string): Promise<{ size: number } | undefined>;
  abstract open(fileName: string): Readable;
}

/** Storage names are exactly what `put` creates; anything else is never looked up. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}\.(pdf|jpg|jpeg|png)$/;
