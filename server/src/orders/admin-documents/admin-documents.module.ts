import { Module } from '@nestjs/common';
import { DocumentUploadInterceptor } from '../document-upload.interceptor.js';
import { AdminDocumentsController } from './admin-documents.controller.js';
import { AdminDocumentsService } from './admin-documents.service.js';

/** Staff document management on an order (upload, mark complete, signed download link). */
@Module({
  controllers: [AdminDocumentsController],
  providers: [AdminDocumentsService, DocumentUploadInterceptor],
})
export class AdminDocumentsModule {}
