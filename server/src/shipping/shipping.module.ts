import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { RateIdSigner } from './rate-ids.js';
import { CARRIER_RATES_PROVIDER } from './rates-provider.js';
import { ShippingController } from './shipping.controller.js';
import { ShippingService } from './shipping.service.js';
import { ShippoRatesProvider } from './shippo-rates.provider.js';
import { TableRatesProvider } from './table-rates.provider.js';

/** How long a live carrier quote can be paid for. */
export const LIVE_RATE_TTL_MS = 24 * 60 * 60 * 1000;

@Module({
  controllers: [ShippingController],
  providers: [
    ShippingService,
    TableRatesProvider,
    {
      provide: RateIdSigner,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => new RateIdSigner(config.downloadSigningSecret, LIVE_RATE_TTL_MS),
    },
    {
      provide: CARRIER_RATES_PROVIDER,
      inject: [APP_CONFIG, RateIdSigner],
      useFactory: (config: ResolvedConfig, signer: RateIdSigner) =>
        config.shippoApiKey ? new ShippoRatesProvider(config.shippoApiKey, config.shippoApiUrl, signer) : null,
    },
  ],
  exports: [ShippingService],
})
export class ShippingModule {}
