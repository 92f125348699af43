import { Module } from '@nestjs/common';
import { OrderLookupModule } from '../../orders/order-lookup.module.js';
import { PaymentsModule } from '../payments.module.js';
import { AdminPaymentLinksController, PublicPaymentLinksController } from './payment-links.controller.js';
import { PaymentLinksService } from './payment-links.service.js';

/** Extra charges with payment links: staff create them, customers pay them on /pay/{token} or Stripe Checkout. */
@Module({
  imports: [PaymentsModule, OrderLookupModule],
  controllers: [AdminPaymentLinksController, PublicPaymentLinksController],
  providers: [PaymentLinksService],
  exports: [PaymentLinksService],
})
export class PaymentLinksModule {}
