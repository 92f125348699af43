import { Module } from '@nestjs/common';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { ExtraChargesModule } from '../payments/extra-charges.module.js';
import { PaymentLinksModule } from '../payments/payment-links/payment-links.module.js';
import { AdminTranslationsController } from './translations.controller.js';
import { TranslationsResolver } from './translations.resolver.js';
import { TranslationsService } from './translations.service.js';

@Module({
  imports: [PaymentLinksModule, OrderLookupModule, ExtraChargesModule],
  controllers: [AdminTranslationsController],
  providers: [TranslationsService, TranslationsResolver],
  exports: [TranslationsService],
})
export class TranslationsModule {}
