import { Module } from '@nestjs/common';
import { OrderDocumentLookupService } from './order-document-lookup.service.js';
import { OrderLookupService } from './order-lookup.service.js';

/**
 * Read access to orders and their documents for other modules (messaging, notifications,
 * translations, storage, payment links). Providers only and no imports, so any module can import
 * it without a cycle through OrdersModule.
 */
@Module({ providers: [OrderLookupService, OrderDocumentLookupService], exports: [OrderLookupService, OrderDocumentLookupService] })
export class OrderLookupModule {}
