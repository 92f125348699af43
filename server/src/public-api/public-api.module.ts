import { Module } from '@nestjs/common';
import { ApiOrderEntryModule } from '../orders/api-entry/api-order-entry.module.js';
import { OrderPaidModule } from '../payments/order-paid.module.js';
import { PaymentLinksModule } from '../payments/payment-links/payment-links.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { PublicApiService } from './public-api.service.js';
import { V1Controller } from './v1.controller.js';

/** The versioned API for wholesale accounts (/api/v1), over the owners' services. */
@Module({ imports: [PricingModule, ApiOrderEntryModule, PaymentLinksModule, OrderPaidModule], controllers: [V1Controller], providers: [PublicApiService] })
export class PublicApiModule {}
