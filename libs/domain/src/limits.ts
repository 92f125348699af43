/** Limits and fixed values shared by server and apps (requirements A9, requirements A9). */

export const MAX_DOCUMENTS_PER_ORDER = 10;
export const MIN_DOCUMENTS_PER_ORDER = 1;

/** 10 MB per uploaded file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const ALLOWED_FILE_TYPES = {
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
} as const;

/** Simulated upload progress: +10 % every 100 ms. */
export const UPLOAD_PROGRESS_TICK = { percent: 10, intervalMs: 100 } as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const PHONE_MIN_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const ZIP_CODE_MIN_LENGTH = 5;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const DASHBOARD_RECENT_ORDERS = 5;
export const ADMIN_OVERVIEW_RECENT_ORDERS = 10;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const BUSINESS_HOURS = 'Mon-Fri 9AM-6PM EST';

export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
  /** MIME type when known (browsers may leave it empty). */
  readonly type?: string;
}

/** True for a PDF/JPG/JPEG/PNG (by MIME type or, failing that, extension) of at most 10 MB. */
export function isAllowedUpload(file: UploadCandidate): boolean {
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_FILE_BYTES) return false;
  const mime = (file.type ?? '').toLowerCase();
  if (mime) return (ALLOWED_FILE_TYPES.mimeTypes as readonly string[]).includes(mime);
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  return (ALLOWED_FILE_TYPES.extensions as readonly string[]).includes(ext);
}

/**
 * A phone number as people type it: digits with spaces, +, (, ), - and dots, and at least 10 digits
 * (a U.S. number with its area code; international numbers are longer). "call-me-later-please" is
 * not one, however long. Every form that asks for a phone uses this rule, in the browser and on the server.
 */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  return /^[0-9+().\s-]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= PHONE_MIN_LENGTH;
}

export const PHONE_RULE_MESSAGE = 'Phone must be at least 10 digits, with only spaces, +, (, ), - or . between them';
