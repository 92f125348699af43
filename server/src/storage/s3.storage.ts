import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/storage-config.js';
import {
  DocumentStorage,
  LIST_PAGE_SIZE,
  newStoredFileName,
  STORED_FILE_NAME,
  StorageUnavailableError,
  type StorageHealth,
  type StoredContent,
  type StoredEntry,
  type StoredObject,
} from './document-storage.js';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/** Every document's key starts with this, so the bucket may hold other things beside them. */
const KEY_PREFIX = 'apostille-docs/';

/** Health asks the bucket at most this often, and waits this long for its answer. */
const HEALTH_CACHE_MS = 5_000;
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Documents in an S3-compatible bucket (AWS S3, MinIO, …), so every API instance behind a load
 * balancer sees every document. Uploads are staged on local disk as before (content checks need
 * the whole file first) and sent with one PUT in `put`; downloads stream through the API's
 * signed-link route. Objects are written without an ACL, so they stay as private as the bucket.
 */
export class S3DocumentStorage extends DocumentStorage {
  readonly keepsStagedFiles = false;
  private readonly client: S3Client;
  private lastHealth?: { at: number; health: StorageHealth };

  constructor(
    private readonly config: S3StorageConfig,
    readonly stagingDir: string,
  ) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Plain PUTs with Content-Length: the streamed-checksum encoding the SDK uses by default
      // is not understood by every S3 clone, and TLS already guards the bytes in flight.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** Creates the staging folder and checks the bucket; creates it (private) when it does not exist yet. */
  async init(): Promise<void> {
    await mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw new Error(`S3 bucket ${this.config.bucket} cannot be reached: ${describe(error)}`);
      // Outside us-east-1, S3 wants the region named again when a bucket is created.
      const location = this.config.region === 'us-east-1' ? undefined : { LocationConstraint: this.config.region as BucketLocationConstraint };
      await this.client.send(new CreateBucketCommand({ Bucket: this.config.bucket, CreateBucketConfiguration: location }));
    }
  }

  /** Uploads the staged file, then removes it; a failed upload leaves no object behind. */
  async put(stagedPath: string, extension: string, stagedSize?: number): Promise<StoredObject> {
    const fileName = newStoredFileName(randomBytes(16).toString('hex'), extension);
    const key = KEY_PREFIX + fileName;
    // Opened first, so a missing staged file fails here and never reaches the bucket.
    const staged = await open(stagedPath, 'r');
    let size: number;
    try {
      size = stagedSize ?? (await staged.stat()).size;
      const body = staged.createReadStream({ autoClose: false });
      await this.client.send(
        new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentLength: size, ContentType: 'application/octet-stream' }),
      );
    } catch (error) {
      // A PUT that failed midway stores nothing, but one whose answer was lost may have: remove it.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key })).catch(() => undefined);
      throw new StorageUnavailableError('store a document', error);
    } finally {
      await staged.close();
    }
    await unlink(stagedPath).catch(() => undefined);
    return { fileName, size };
  }

  /** The bucket answers (HeadBucket, bounded); remembered for a few seconds so probes cost no request each. */
  async health(): Promise<StorageHealth> {
    const now = Date.now();
    if (this.lastHealth && now - this.lastHealth.at < HEALTH_CACHE_MS) return this.lastHealth.health;
    let health: StorageHealth;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      health = { writable: true };
    } catch (error) {
      health = { writable: false, message: `the document bucket does not answer (${error instanceof Error ? error.name : 'unknown error'})` };
    }
    this.lastHealth = { at: now, health };
    return health;
  }

  async remove(fileName: string): Promise<void> {
    if (!STORED_FILE_NAME.test(fileName)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + fileName }));
  }

  async read(fileName: string): Promise<StoredContent | undefined> {
    if (!STORED_FILE_NAME.test(fileName)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + fileName }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error('S3 answered without a readable body');
      return { size: object.ContentLength, stream: object.Body };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredEntry[]> {
    let continuationToken: string | undefined;
    do {
      const answer = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: KEY_PREFIX, MaxKeys: LIST_PAGE_SIZE, ContinuationToken: continuationToken }),
      );
      const page = (answer.Contents ?? []).flatMap((object) => {
        const fileName = object.Key?.slice(KEY_PREFIX.length) ?? '';
        return STORED_FILE_NAME.test(fileName) && object.LastModified ? [{ fileName, modifiedAt: object.LastModified }] : [];
      });
      if (page.length > 0) yield page;
      continuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** Closes the client's sockets when the application stops. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || ['NotFound', 'NoSuchKey', 'NoSuchBucket'].includes(error.name);
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  return error instanceof Error ? error.message : String(error);
}
