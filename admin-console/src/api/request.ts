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

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) return firstText(value[0]);
  return undefined;
}

/**
 * The reason in a GraphQL error answer: a refused input's own message (Nest puts the validation
 * messages under `originalError`, with a generic "Bad Request Exception" as the message), else the message.
 */
function graphQLReasonOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    try {
      return graphQLReasonOf(JSON.parse(body));
    } catch {
      return undefined;
    }
  }
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as { message?: unknown; extensions?: { originalError?: { message?: unknown } } };
  return firstText(first.extensions?.originalError?.message) ?? firstText(first.message);
}

/**
 * The server's own reason in an error a staff call throws (REST answers through ApiError, GraphQL
 * answers through the data provider's HttpError), else `fallback`. Failure toasts keep their titles
 * and show this as the description, so staff read why an action was refused. Only refusals (4xx)
 * carry a reason for staff; a server failure keeps the spec's text rather than "Internal server error".
 */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError) || !(error.status >= 400 && error.status < 500)) return fallback;
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  const reason = graphQLReasonOf(error.body);
  if (reason) return reason;
  // Without a server message the text is the status line and body of A8, not a reason to show.
  return error.message && !/^\d{3}: /.test(error.message) ? error.message : fallback;
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
