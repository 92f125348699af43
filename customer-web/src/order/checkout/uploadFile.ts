import { UPLOAD_MESSAGES } from '@apostille/domain';
import { authToken } from '../../api/request';
import { CHECKOUT_KEY_HEADER, type StagedFile } from './checkoutApi';

/** Not worded by the spec: the connection broke during an upload. */
export const UPLOAD_FAILED = 'The upload failed. Please check your connection and try again.';

/** The server (or the connection) refused the file; `message` is the reason shown beside its name. */
export class UploadRefused extends Error {}

function reason(xhr: XMLHttpRequest): string {
  if (xhr.status === 413) return UPLOAD_MESSAGES.tooLarge;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (Array.isArray(body.message) && typeof body.message[0] === 'string') return body.message[0];
  } catch {
    // Not our JSON error: a proxy's page or nothing.
  }
  return xhr.status === 0 ? UPLOAD_FAILED : UPLOAD_MESSAGES.unreadable;
}

/**
 * POST /api/checkout/files with one file (multipart field `file`). XMLHttpRequest rather than
 * fetch: only it reports how much of the body has been sent, which is the progress shown.
 */
export function uploadCheckoutFile(key: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<StagedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/checkout/files');
    xhr.setRequestHeader(CHECKOUT_KEY_HEADER, key);
    const token = authToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as StagedFile);
          return;
        } catch {
          // Falls through to the refusal below.
        }
      }
      reject(new UploadRefused(reason(xhr)));
    };
    xhr.onerror = () => reject(new UploadRefused(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
