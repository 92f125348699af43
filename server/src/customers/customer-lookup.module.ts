import { Global, Module } from '@nestjs/common';
import { CustomerAccountSource } from '../auth/account-sources.js';
import { CustomerLookupService } from './customer-lookup.service.js';

/**
 * Finding customer accounts from other modules (auth's token checks, messaging). It imports
 * nothing, so they can import it without a cycle through CustomersModule, whose services use AuthModule.
 * Global, so AuthModule gets the customer source without importing the customers folder.
 */
@Global()
@Module({
  providers: [CustomerLookupService, { provide: CustomerAccountSource, useExisting: CustomerLookupService }],
  exports: [CustomerLookupService, CustomerAccountSource],
})
export class CustomerLookupModule {}
