import { Module } from '@nestjs/common';
import { InvoiceOrdersService } from './invoice-orders.service.js';

/** The orders a monthly invoice bills, for the invoicing module (providers only). */
@Module({ providers: [InvoiceOrdersService], exports: [InvoiceOrdersService] })
export class InvoiceOrdersModule {}
