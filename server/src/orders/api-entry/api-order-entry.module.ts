import { Module } from '@nestjs/common';
import { DocumentUploadInterceptor } from '../document-upload.interceptor.js';
import { ApiOrderEntryService } from './api-order-entry.service.js';

/** Orders placed through the wholesale API and their uploads; its routes are the public API's (public-api/). */
@Module({ providers: [ApiOrderEntryService, DocumentUploadInterceptor], exports: [ApiOrderEntryService, DocumentUploadInterceptor] })
export class ApiOrderEntryModule {}
