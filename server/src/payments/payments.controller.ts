import { Body, Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { CARD_CONFIRM_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { OfflineConfirmDto } from './dto/offline-confirm.dto.js';
import { OfflinePaymentGateway } from './offline-payment.gateway.js';
import { PAYMENT_MESSAGES, PaymentGateway } from './payment-provider.js';
import { PaymentSucceededEvents } from './payment-succeeded-events.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('payments')
@Allow(Permission.Public)
@Controller()
export class PaymentsController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly succeeded: PaymentSucceededEvents,
  ) {}

  @Post('payments/offline/confirm')
  @HttpCode(200)
  @RateLimit(CARD_CONFIRM_RATE_LIMIT)
  @ApiOkResponse({ description: "{ status: 'succeeded', paymentIntentId }; 402 for a declined card, 400 for an invalid one." })
  async confirmOffline(@Body() body: OfflineConfirmDto): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
    if (!(this.gateway instanceof OfflinePaymentGateway)) throw new NotFoundException(PAYMENT_MESSAGES.offlineOnly);
    const confirmed = await this.gateway.confirm(body.clientSecret, body);
    // The offline provider's stand-in for Stripe's payment_intent.succeeded webhook: the same fulfilment path.
    await this.succeeded.publish(confirmed.paymentIntentId);
    return confirmed;
  }
}
