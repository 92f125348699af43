import { Controller, ForbiddenException, Get, GoneException, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { OrderDocumentLookupService } from './order-document-lookup.service.js';
import { DocumentStorage, PURGED_DOCUMENT_MESSAGE, STORED_FILE_NAME } from '../storage/document-storage.js';
import { DownloadLinksService } from '../storage/download-links.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

/** RFC 5987 / 6266 attachment header carrying the original (UTF-8) file name. */
export function attachmentHeader(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}

/**
 * GET /uploads/apostille-docs/{fileName}?expires&signature (outside the /api prefix). No listing:
 * only exact random names with a valid, unexpired signature are served. It lives with the orders (whose
 * documents it serves) rather than in storage/, so storage, which orders use, depends on nothing of theirs.
 */
@ApiExcludeController()
@Allow(Permission.Public)
@Controller('uploads/apostille-docs')
export class DocumentDownloadsController {
  constructor(
    private readonly links: DownloadLinksService,
    private readonly storage: DocumentStorage,
    private readonly documents: OrderDocumentLookupService,
  ) {}

  @Get(':fileName')
  async download(
    @Param('fileName') fileName: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res() response: Response,
  ): Promise<void> {
    if (!STORED_FILE_NAME.test(fileName)) throw new NotFoundException('File not found');
    const check = this.links.check(fileName, expires, signature);
    if (check === 'invalid') throw new ForbiddenException('This download link is invalid');
    if (check === 'expired') throw new ForbiddenException('This download link has expired');
    const document = await this.documents.byFileName(fileName);
    if (document?.purgedAt) throw new GoneException(PURGED_DOCUMENT_MESSAGE);
    const content = document ? await this.storage.read(fileName) : undefined;
    if (!document || !content) throw new NotFoundException('File not found');
    response.setHeader('Content-Type', document.mimeType);
    response.setHeader('Content-Length', String(content.size));
    response.setHeader('Content-Disposition', attachmentHeader(document.originalName));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    // pipeline closes the file or the bucket's stream when the client goes away, and cuts the
    // answer short (never a silently truncated 200 body) when the storage fails midway.
    pipeline(content.stream, response).catch(() => response.destroy());
  }
}
