import { ForbiddenException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { BATCH_MAX_FILE_BYTES, BATCH_MESSAGES } from '@apostille/domain';
import type { Customer } from '../customers/entities/customer.entity.js';
import { translateUploadError } from '../orders/document-upload.interceptor.js';
import { PricingService } from '../pricing/pricing.service.js';

/** The multipart field of the CSV, when checked and when placed. */
export const BATCH_FILE_FIELD = 'file';

const MESSAGES = { fileSize: BATCH_MESSAGES.tooLarge, fileCount: BATCH_MESSAGES.noFile, unexpectedFile: BATCH_MESSAGES.noFile };

/**
 * Reads the CSV into memory (it is checked, never stored), and only for a confirmed wholesale
 * account: a retail account is refused before a byte of its upload is read, and the size limit
 * stops the stream at 2 MB, before any parsing.
 */
@Injectable()
export class BatchCsvUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: BATCH_MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }).single(BATCH_FILE_FIELD);

  constructor(private readonly pricing: PricingService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user?: Customer }>();
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.run(request, response, next));
  }

  private async run(request: Request & { user?: Customer }, response: Response, next: CallHandler): Promise<unknown> {
    if (!(await this.pricing.wholesaleTierOf(request.user?.id))) throw new ForbiddenException(BATCH_MESSAGES.wholesaleOnly);
    await new Promise<void>((resolve, reject) =>
      this.upload(request, response, (error: unknown) => (error ? reject(translateUploadError(error, MESSAGES)) : resolve())),
    );
    return lastValueFrom(next.handle(), { defaultValue: undefined });
  }
}
