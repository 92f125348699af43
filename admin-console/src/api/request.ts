import { httpErrorMessage } from '@apostille/domain';
import { HttpError } from 'react-admin';
import { getAdminToken } from './session';

/**
 * A non-successful answer of a staff REST call. It is react-admin's HttpError, so `status` 401
 * reaching authProvider.checkError signs the admin out. `message` follows requirements A8
 * ('{status}: {body}'); `serverMessage` is the server's own `message`, shown in toasts.
 */
export class ApiError extends HttpError {
  constructor(
    status: number,
    bodyText: string,
    statusText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(httpErrorMessage(status, bodyText, statusText), status, bodyText);
    // HttpError pins its own prototype in its constructor; restore ours so instanceof works.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
  }
}

/** The server's message in an error answer (`message` may be a list from validation). */
export function messageOf(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (Array.isArray(body.message) && typeof body.message[0] === 'string') return body.message[0];
  } catch {
    // Not JSON: no server message.
  }
  return undefined;
}

/** The server message of any error thrown by a staff call, else `fallback`. */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof HttpError && error.message && !/^\d{3}: /.test(error.message)) return error.message;
  return fallback;
}

interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart. */
  form?: FormData;
  /** Leave the bearer header out (login). */
  anonymous?: boolean;
  /** Send this token rather than the stored one (logout, after the session is cleared). */
  token?: string;
}

/** Sends a staff REST call with the bearer header and cookies; answers the raw Response when ok. */
export async function adminFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : (options.token ?? getAdminToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText, messageOf(text));
  }
  return response;
}

/** adminFetch, answering the parsed JSON body. */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await adminFetch(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
