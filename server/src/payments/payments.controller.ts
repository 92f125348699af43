import { Body, Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { CARD_CONFIRM_RATE_LIMIT, PAYMENT_INTENT_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { CreatePaymentIntentDto } from './dto/create-payment-intent.dto.js';
import { OfflineConfirmDto } from './dto/offline-confirm.dto.js';
import { OfflinePaymentGateway } from './offline-payment.gateway.js';
import { PAYMENT_MESSAGES, PaymentGateway } from './payment-provider.js';
import { PaymentsService, type PaymentIntentAnswer } from './payments.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('payments')
@Allow(Permission.Public)
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly gateway: PaymentGateway,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  @RateLimit(PAYMENT_INTENT_RATE_LIMIT)
  @ApiOkResponse({ description: '{ clientSecret, verifiedAmount (dollars), paymentIntentId }; the same checkout key and inputs reuse its open intent.' })
  createPaymentIntent(@Body() body: CreatePaymentIntentDto): Promise<PaymentIntentAnswer> {
    return this.payments.createIntent(body);
  }

  @Post('payments/offline/confirm')
  @HttpCode(200)
  @RateLimit(CARD_CONFIRM_RATE_LIMIT)
  @ApiOkResponse({ description: "{ status: 'succeeded', paymentIntentId }; 402 for a declined card, 400 for an invalid one." })
  confirmOffline(@Body() body: OfflineConfirmDto): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
    if (!(this.gateway instanceof OfflinePaymentGateway)) throw new NotFoundException(PAYMENT_MESSAGES.offlineOnly);
    return this.gateway.confirm(body.clientSecret, body);
  }
}
