import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

const TOO_LARGE = 'Request is too large';

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

/** One shape for every REST error: { statusCode, message, errors? }. Unexpected errors say nothing internal. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception; // GraphQL formats its own errors
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${request.originalUrl} failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ValidationFailedException) {
      return { statusCode: 400, message: exception.errors[0]?.message ?? 'Invalid request', errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const message =
        typeof raw === 'string'
          ? raw
          : Array.isArray((raw as { message?: unknown }).message)
            ? String((raw as { message: unknown[] }).message[0])
            : String((raw as { message?: unknown }).message ?? exception.message);
      // body-parser's limit error reaches us as a 413 with its own lower-case wording.
      return { statusCode, message: statusCode === 413 ? TOO_LARGE : message };
    }
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    // body-parser errors (413 entity too large, 400 bad JSON) carry their own status.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: status === 413 ? TOO_LARGE : 'Malformed request' };
    }
    return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
  }
}
