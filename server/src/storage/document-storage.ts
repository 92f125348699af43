import type { Readable } from 'node:stream';

/** A stored document as the storage knows it. */
export interface StoredObject {
  /** Random name: 32 hex characters plus the original extension. */
  fileName: string;
  size: number;
}

/** A stored file as a listing shows it. */
export interface StoredEntry {
  fileName: string;
  /** When it was written into storage. */
  modifiedAt: Date;
}

/** A stored document being read: its size (for Content-Length) and its bytes. */
export interface StoredContent {
  size: number;
  stream: Readable;
}

/**
 * Private storage of customer documents. Files arrive in a local staging file (the upload);
 * `put` moves it in under a fresh random name. LocalDiskStorage is the embedded default;
 * S3DocumentStorage uploads the staged file to a bucket in `put` and streams from it in `read`.
 */
export abstract class DocumentStorage {
  /** Local folder for uploads in flight (removed on every failure). */
  abstract readonly stagingDir: string;
  /**
   * True when `put` turns the staged file itself into the stored document (a rename on local
   * disk): staging must then make it durable (fsync). False when `put` reads it back once and
   * sends it elsewhere, whose durability is the destination's.
   */
  abstract readonly keepsStagedFiles: boolean;
  /**
   * Moves a staged local file into storage under a new random name with `extension` ('.pdf').
   * `stagedSize`, when the caller knows it (the upload counted it), spares a stat. On failure
   * nothing is stored; the staged file is the caller's to remove.
   */
  abstract put(stagedPath: string, extension: string, stagedSize?: number): Promise<StoredObject>;
  /** Removes a stored file; a missing file is not an error. */
  abstract remove(fileName: string): Promise<void>;
  /** The file's size and bytes, or undefined when there is no such file. */
  abstract read(fileName: string): Promise<StoredContent | undefined>;
  /** Every stored document (names `put` makes only), a page at a time: for finding files no record names. */
  abstract list(): AsyncIterable<StoredEntry[]>;
  /** Can documents be written now? Cheap enough for every health probe. */
  abstract health(): Promise<StorageHealth>;
}

/** A purged document's link answers 410 Gone with this, not 404: it existed and was removed on purpose. */
export const PURGED_DOCUMENT_MESSAGE = 'This document was removed under our data retention policy';

/** How many stored files a page of `list` holds (S3's own page size). */
export const LIST_PAGE_SIZE = 1000;

/** Storage names are exactly what `put` creates; anything else is never looked up. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}\.(pdf|jpg|jpeg|png)$/;

/** A fresh random storage name with `extension`, refused unless it is one `STORED_FILE_NAME` accepts. */
export function newStoredFileName(randomHex: string, extension: string): string {
  const fileName = `${randomHex}${extension.toLowerCase()}`;
  if (!STORED_FILE_NAME.test(fileName)) throw new Error(`Refusing to store a file with extension ${extension}`);
  return fileName;
}

/** What a customer or staff member reads when documents cannot be stored (503, Retry-After). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'We could not store your documents just now. Please try again in a few minutes. If you have paid, your payment is safe: it becomes your order or is refunded.';
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** File-system errors that say the storage cannot be written (full, read-only, gone), not that a request was wrong. */
const UNWRITABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'ENOENT', 'EIO', 'EISDIR']);

/**
 * The document storage cannot be written: the disk is full or read-only, its folder is gone, the
 * bucket does not answer. The request answers 503 with STORAGE_UNAVAILABLE_MESSAGE (nothing of it
 * is kept), and health reports the storage down.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`document storage cannot ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }

  /** A local file-system error of writing, wrapped; anything else as it was. */
  static fromFileSystem(operation: string, error: unknown): unknown {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    return typeof code === 'string' && UNWRITABLE_CODES.has(code) ? new StorageUnavailableError(operation, error) : error;
  }
}

/** What health says of the storage. */
export interface StorageHealth {
  writable: boolean;
  message?: string;
}
