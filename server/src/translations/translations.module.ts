import { Injectable, Logger, Module } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { ExtraChargesModule } from '../payments/extra-charges.module.js';
import { PaymentLinksModule } from '../payments/payment-links/payment-links.module.js';
import { AdminTranslationsController } from './translations.controller.js';
import { TranslationsResolver } from './translations.resolver.js';
import { TranslationsService } from './translations.service.js';

/** Opens quote requests for new orders with the add-on even when nobody looks at the Translations tab. */
@Injectable()
export class QuoteRequestSweeper {
  private readonly logger = new Logger(QuoteRequestSweeper.name);

  constructor(private readonly translations: TranslationsService) {}

  @Interval(60_000)
  async sweep(): Promise<void> {
    const opened = await this.translations.openMissingQuotes().catch((error: Error) => {
      this.logger.warn(`opening translation quote requests failed: ${error.message}`);
      return 0;
    });
    if (opened > 0) this.logger.log(`${opened} translation quote requests opened`);
  }
}

@Module({
  imports: [PaymentLinksModule, OrderLookupModule, ExtraChargesModule],
  controllers: [AdminTranslationsController],
  providers: [TranslationsService, TranslationsResolver, QuoteRequestSweeper],
  exports: [TranslationsService],
})
export class TranslationsModule {}
