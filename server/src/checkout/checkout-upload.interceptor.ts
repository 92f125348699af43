import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import multer from 'multer';
import { MAX_FILE_BYTES, UPLOAD_MESSAGES } from '@apostille/domain';
import { StagedUploadInterceptor } from '../orders/document-upload.interceptor.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { StagingStorageEngine } from '../storage/upload-staging.js';
import { UploadWriter } from '../storage/upload-writer.js';
import { checkoutKeyHashOf } from './checkout-key.param.js';

/** The multipart field of POST /api/checkout/files: one file per request, so each has its own progress and answer. */
export const CHECKOUT_FILE_FIELD = 'file';

const MESSAGES = { fileSize: UPLOAD_MESSAGES.tooLarge, fileCount: UPLOAD_MESSAGES.tooMany, unexpectedFile: UPLOAD_MESSAGES.unreadable };

/** Receives one file into a staging file (at most 10 MB), once the checkout key was found valid. */
@Injectable()
export class CheckoutUploadInterceptor extends StagedUploadInterceptor {
  constructor(storage: DocumentStorage, writer: UploadWriter) {
    super(
      multer({
        storage: new StagingStorageEngine(storage, writer),
        limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      }).single(CHECKOUT_FILE_FIELD),
      MESSAGES,
    );
  }

  /** No key, no upload read. */
  protected override beforeUpload(request: Request): void {
    checkoutKeyHashOf(request);
  }
}
