/**
 * The Idempotency-Key of the batch being placed, kept in sessionStorage with the file's fingerprint
 * (money: a reload, a double click or a retry after a lost answer must never place two batches).
 * The same file keeps its key until its batch is placed; the server answers that key with the batch
 * it placed, never a second one.
 */
const STORAGE_KEY = 'apostille.preparedBatch';

export interface PreparedBatch {
  /** SHA-256 of the file's bytes, hex. */
  fingerprint: string;
  idempotencyKey: string;
  /** Set once the server answered the batch: this file was placed as that batch. */
  batchId?: number;
}

/** Used when sessionStorage refuses (some private modes): the record lives as long as the page. */
let inMemory: PreparedBatch | null = null;

function isPrepared(value: unknown): value is PreparedBatch {
  const record = value as PreparedBatch | null;
  return (
    typeof record?.fingerprint === 'string' && typeof record.idempotencyKey === 'string' && (record.batchId === undefined || Number.isInteger(record.batchId))
  );
}

export function storedPreparedBatch(): PreparedBatch | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    return isPrepared(parsed) ? parsed : null;
  } catch {
    return inMemory;
  }
}

function store(record: PreparedBatch): PreparedBatch {
  inMemory = record;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Kept in memory only.
  }
  return record;
}

/** The file's fingerprint: the same bytes give the same key, whatever the file is called. */
export async function fileFingerprint(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await bytesOf(file));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The file's bytes; through FileReader where Blob.arrayBuffer is missing (older browsers). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `batch-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The key to place this file with. A file not yet placed keeps the key it was given (a reload or a
 * retry sends the same one); a new file, or a file chosen again after its batch was placed, gets a
 * new key. `placedBefore` names the batch the same file was placed as earlier in this session.
 */
export function prepareBatch(fingerprint: string): { prepared: PreparedBatch; placedBefore: number | null } {
  const stored = storedPreparedBatch();
  if (stored?.fingerprint === fingerprint && stored.batchId === undefined) return { prepared: stored, placedBefore: null };
  const placedBefore = stored?.fingerprint === fingerprint ? (stored.batchId ?? null) : null;
  return { prepared: store({ fingerprint, idempotencyKey: newKey() }), placedBefore };
}

/** The server answered the batch for this key: the page shows it again after a reload. */
export function markPlaced(prepared: PreparedBatch, batchId: number): PreparedBatch {
  return store({ ...prepared, batchId });
}
