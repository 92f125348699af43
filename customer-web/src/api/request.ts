/**
 * The shared request helper of requirements C7: JSON in and out, cookies always sent, the customer token
 * when one is stored. The staff token is never sent from the customer site: a staff session in
 * the same browser would otherwise answer the customer's own calls with 401 (see decisions). A non-2xx answer becomes an ApiError whose
 * message is "{status}: {body text or status text}"; the parsed body is kept for the server's
 * own `message`.
 */
export const STORAGE_KEYS = {
  customerToken: 'customerToken',
  customerUser: 'customerUser',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
} as const;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export function authToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.customerToken);
}

function headers(extra: HeadersInit = {}, json = false): Headers {
  const result = new Headers(extra);
  if (json) result.set('Content-Type', 'application/json');
  const token = authToken();
  if (token) result.set('Authorization', `Bearer ${token}`);
  return result;
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A JSON call; Content-Type is sent only with a body. */
export async function apiRequest<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    method,
    credentials: 'include',
    headers: headers(init.headers, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parse<T>(response);
}

export const apiGet = <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init);

/** A multipart POST (a file upload); the browser sets the Content-Type with its boundary. `extra` adds headers (an Idempotency-Key). */
export async function apiPostForm<T>(path: string, form: FormData, extra: HeadersInit = {}): Promise<T> {
  const response = await fetch(path, { method: 'POST', credentials: 'include', headers: headers(extra), body: form });
  return parse<T>(response);
}

/** A file the server answers only to a signed-in caller, as a Blob to save. */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await fetch(path, { method: 'GET', credentials: 'include', headers: headers() });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response.blob();
}
