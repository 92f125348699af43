import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { MAX_FILE_BYTES, UPLOAD_MESSAGES } from '@apostille/domain';
import { translateUploadError } from '../orders/document-upload.interceptor.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { discardStagedUploads, StagingStorageEngine } from '../storage/upload-staging.js';
import { UploadWriter } from '../storage/upload-writer.js';
import { checkoutKeyHashOf } from './checkout-key.param.js';

/** The multipart field of POST /api/checkout/files: one file per request, so each has its own progress and answer. */
export const CHECKOUT_FILE_FIELD = 'file';

const MESSAGES = { fileSize: UPLOAD_MESSAGES.tooLarge, fileCount: UPLOAD_MESSAGES.tooMany, unexpectedFile: UPLOAD_MESSAGES.unreadable };

/**
 * Receives one file into a staging file (at most 10 MB) after the checkout key was checked, and
 * removes the staging file when the request is done (accepted files were moved into storage).
 */
@Injectable()
export class CheckoutUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<multer.Multer['single']>;

  constructor(storage: DocumentStorage, writer: UploadWriter) {
    this.upload = multer({
      storage: new StagingStorageEngine(storage, writer),
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    }).single(CHECKOUT_FILE_FIELD);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.run(request, response, next));
  }

  private async run(request: Request, response: Response, next: CallHandler): Promise<unknown> {
    // No key, no upload read.
    checkoutKeyHashOf(request);
    try {
      await new Promise<void>((resolve, reject) =>
        this.upload(request, response, (error: unknown) => (error ? reject(translateUploadError(error, MESSAGES)) : resolve())),
      );
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } finally {
      await discardStagedUploads(request);
    }
  }
}
