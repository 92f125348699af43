import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { MAX_DOCUMENTS_PER_ORDER, MAX_FILE_BYTES, ORDER_MESSAGES } from '@apostille/domain';
import { DocumentStorage } from '../storage/document-storage.js';
import { discardStagedUploads, StagingStorageEngine } from '../storage/upload-staging.js';
import { UploadWriter } from '../storage/upload-writer.js';

/** The multipart field that carries the documents. */
export const DOCUMENTS_FIELD = 'documents';

const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';

/** The words of multer's limit refusals; the order form's by default. */
export interface UploadLimitMessages {
  fileSize: string;
  fileCount: string;
  unexpectedFile: string;
}

const ORDER_UPLOAD_MESSAGES: UploadLimitMessages = {
  fileSize: ORDER_MESSAGES.invalidFiles,
  fileCount: ORDER_MESSAGES.maxDocuments,
  unexpectedFile: ORDER_MESSAGES.invalidFiles,
};

/** Multer's refusals in the spec's words; a malformed multipart body is the client's 400. */
export function translateUploadError(error: unknown, messages: UploadLimitMessages = ORDER_UPLOAD_MESSAGES): Error {
  if (!(error instanceof multer.MulterError)) {
    // Busboy's parse errors ("Unexpected end of form", "Malformed part header", no boundary) carry no
    // system error code; a storage failure (ENOSPC, EIO, …) does and stays a server error.
    const systemError = typeof (error as { code?: unknown } | null)?.code === 'string' || typeof (error as { errno?: unknown } | null)?.errno === 'number';
    return systemError && error instanceof Error ? error : new BadRequestException(UNREADABLE_UPLOAD);
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      // 400, not 413: the shared error filter words every 413 as a generic "Request is too large".
      return new BadRequestException(messages.fileSize);
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException(messages.fileCount);
    case 'LIMIT_UNEXPECTED_FILE':
      return new BadRequestException(messages.unexpectedFile);
    default:
      return new BadRequestException(UNREADABLE_UPLOAD);
  }
}

/** What multer's middleware looks like once configured (`.array`, `.single`). */
type UploadMiddleware = (request: Request, response: Response, callback: (error: unknown) => void) => void;

/**
 * Receives files into staging files before the handler runs and, whatever happens afterwards,
 * removes every staging file when the request is done: accepted files have been moved into
 * storage by then, refused ones simply disappear.
 */
export abstract class StagedUploadInterceptor implements NestInterceptor {
  protected constructor(
    private readonly upload: UploadMiddleware,
    private readonly messages: UploadLimitMessages,
  ) {}

  /** Checks made before a byte of the upload is read; throw to refuse the request. */
  protected beforeUpload(_request: Request): void {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.run(request, response, next));
  }

  private async run(request: Request, response: Response, next: CallHandler): Promise<unknown> {
    this.beforeUpload(request);
    try {
      await new Promise<void>((resolve, reject) =>
        this.upload(request, response, (error: unknown) => (error ? reject(translateUploadError(error, this.messages)) : resolve())),
      );
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } finally {
      await discardStagedUploads(request);
    }
  }
}

/** Receives the order's `documents` files (at most 10, 10 MB each). */
@Injectable()
export class DocumentUploadInterceptor extends StagedUploadInterceptor {
  constructor(storage: DocumentStorage, writer: UploadWriter) {
    super(
      multer({
        storage: new StagingStorageEngine(storage, writer),
        limits: { fileSize: MAX_FILE_BYTES, files: MAX_DOCUMENTS_PER_ORDER, fields: 60, fieldSize: 64 * 1024, parts: 80 },
      }).array(DOCUMENTS_FIELD, MAX_DOCUMENTS_PER_ORDER),
      ORDER_UPLOAD_MESSAGES,
    );
  }
}
