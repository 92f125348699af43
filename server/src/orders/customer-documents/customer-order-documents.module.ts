import { Module } from '@nestjs/common';
import { ApiOrderEntryModule } from '../api-entry/api-order-entry.module.js';
import { CustomerOrderDocumentsController } from './customer-order-documents.controller.js';
import { CustomerOrderScansService } from './customer-order-scans.service.js';

/** Scans a signed-in customer uploads to their own orders, through the API's upload service. */
@Module({ imports: [ApiOrderEntryModule], controllers: [CustomerOrderDocumentsController], providers: [CustomerOrderScansService] })
export class CustomerOrderDocumentsModule {}
