import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError } from '../storage/document-storage.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';
import { loggablePath } from './request-log.js';

const TOO_LARGE = 'Request is too large';

/** A message field of unknown shape as text (Nest's are strings or arrays of strings). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return textOf(value[0]);
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** The route pattern Express matched (untyped in its definitions). */
function routeOf(request: Request): string | undefined {
  return (request.route as { path?: string } | undefined)?.path;
}
/** What a PostgreSQL data exception (class 22) caused by a request's value answers. */
export const UNUSABLE_VALUE = 'A value in the request cannot be used. Please check what you entered.';

/** body-parser's refusals (which carry a `type`) in plain words; anything else is "Malformed request". */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.deep': '', // our own depth check: its message is already plain
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body character set is not supported',
  'request.aborted': 'The request was cut off before its body arrived',
  'request.size.invalid': 'The request body does not match its declared length',
};

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: invalid input syntax, out of range, invalid byte
 * sequence, …) only arise from values taken from a request, so they are the client's 400.
 */
export function isDataException(exception: unknown): boolean {
  const code = (exception as { code?: unknown; driverError?: { code?: unknown } } | null)?.driverError?.code ?? (exception as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldError[];
}

/** Thrown by the validation pipe: every failing field, first message as the headline. */
export class ValidationFailedException extends HttpException {
  constructor(readonly errors: FieldError[]) {
    super({ statusCode: HttpStatus.BAD_REQUEST, message: errors[0]?.message ?? 'Invalid request', errors }, HttpStatus.BAD_REQUEST);
  }
}

interface HealthReport {
  status: 'error';
  info?: Record<string, unknown>;
  error?: Record<string, unknown>;
  details: Record<string, unknown>;
}

/** Terminus's failed health check: a 503 whose response is the whole report. */
function healthReportOf(exception: unknown): HealthReport | undefined {
  if (!(exception instanceof HttpException) || exception.getStatus() !== 503) return undefined;
  const raw = exception.getResponse() as Partial<HealthReport> | string;
  return typeof raw === 'object' && raw.status === 'error' && typeof raw.details === 'object' ? (raw as HealthReport) : undefined;
}

/** One shape for every REST error: { statusCode, message, errors? }. Unexpected errors say nothing internal. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception; // GraphQL formats its own errors
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    if (isDatabaseUnavailable(exception)) {
      // One short line, not a stack per request, while PostgreSQL is away.
      this.logger.warn(
        `${request.method} ${routeOf(request) ?? loggablePath(request.path)} answered 503: database unavailable (${(exception as Error).message})`,
      );
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      response.status(503).json({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    if (exception instanceof StorageUnavailableError) {
      this.logger.warn(`${request.method} ${routeOf(request) ?? request.path} answered 503: ${exception.message}`);
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      response.status(503).json({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
      return;
    }
    const report = healthReportOf(exception);
    if (report) {
      // /api/health's 503 keeps terminus's report, so an operator sees which dependency is down.
      const down = Object.keys(report.error ?? {});
      this.logger.warn(`health answered 503: ${down.join(', ')} down`);
      if (!response.headersSent) response.status(503).json({ statusCode: 503, message: `Not ready: ${down.join(', ')} down`, ...report });
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${loggablePath(request.originalUrl)} failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`,
      );
    } else if (isDataException(exception)) {
      // A value reached PostgreSQL that validation should have refused: answered 400, worth fixing.
      this.logger.warn(`${request.method} ${routeOf(request) ?? 'unknown route'} refused by the database: ${(exception as Error).message}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    // Nest wraps errors of the body parsers and of Express (bad %-encoding) in an HttpException
    // carrying the raw message ("Unexpected token … in JSON"); answer them in plain words instead.
    const cause = exception instanceof HttpException ? exception.cause : undefined;
    if (
      exception instanceof HttpException &&
      (cause instanceof SyntaxError || cause instanceof URIError || typeof (cause as { type?: unknown })?.type === 'string')
    ) {
      return this.toBody(cause);
    }
    if (exception instanceof URIError) return { statusCode: 400, message: 'The address is not correctly encoded' };
    if (exception instanceof ValidationFailedException) {
      return { statusCode: 400, message: exception.errors[0]?.message ?? 'Invalid request', errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const message = typeof raw === 'string' ? raw : textOf((raw as { message?: unknown }).message ?? exception.message);
      // body-parser's limit error reaches us as a 413 with its own lower-case wording.
      return { statusCode, message: statusCode === 413 ? TOO_LARGE : message };
    }
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    // body-parser errors (413 entity too large, 400 bad JSON) carry their own status.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const type = textOf((exception as { type?: unknown }).type);
      const known = BODY_PARSER_MESSAGES[type];
      const message = status === 413 ? TOO_LARGE : known === '' ? (exception as Error).message : (known ?? 'Malformed request');
      return { statusCode: status, message };
    }
    if (isDataException(exception)) return { statusCode: 400, message: UNUSABLE_VALUE };
    return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
  }
}
