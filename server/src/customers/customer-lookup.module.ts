import { Module } from '@nestjs/common';
import { CustomerLookupService } from './customer-lookup.service.js';

/**
 * Finding customer accounts from other modules (auth's token checks, messaging). It imports
 * nothing, so they can import it without a cycle through CustomersModule, whose services use AuthModule.
 */
@Module({ providers: [CustomerLookupService], exports: [CustomerLookupService] })
export class CustomerLookupModule {}
