import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { OfflinePaymentGateway } from './offline-payment.gateway.js';
import { PaymentGateway } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { createStripeClient, StripePaymentGateway } from './stripe-payment.gateway.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { PaymentRefundsService } from './payment-refunds.service.js';
import { PaymentSucceededEvents } from './payment-succeeded-events.js';

/** Stripe when STRIPE_SECRET_KEY is set, the offline test-mode provider otherwise. */
export function createPaymentGateway(config: ResolvedConfig, dataSource: DataSource): PaymentGateway {
  if (config.stripeSecretKey) return new StripePaymentGateway(createStripeClient(config.stripeSecretKey, config.stripeApiUrl));
  return new OfflinePaymentGateway(dataSource, config.downloadSigningSecret);
}

@Module({
  imports: [PricingModule],
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    { provide: PaymentGateway, inject: [APP_CONFIG, DataSource], useFactory: createPaymentGateway },
    PaymentsService,
    StripeWebhookService,
    PaymentRefundsService,
    PaymentSucceededEvents,
  ],
  exports: [PaymentsService, PaymentGateway, PricingModule, PaymentRefundsService, PaymentSucceededEvents],
})
export class PaymentsModule {}
