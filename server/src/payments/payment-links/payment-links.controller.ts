import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ParseIdPipe } from '../../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import { RateLimit } from '../../common/throttling/rate-limit.guard.js';
import { CreatePaymentLinkDto, PayPaymentLinkDto } from './dto/payment-links.dto.js';
import { PaymentLinksService, type ChargeIntent, type ChargeView, type PublicChargeView } from './payment-links.service.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { staffActor } from '../../common/staff-actor.js';

/** Public pages look a token up: 30 calls a minute per client is plenty for a person and useless for guessing. */
const PAYMENT_LINK_RATE_LIMIT = { limit: 30, ttl: 60_000 } as const;

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ManagePaymentLinks)
@Controller('admin/orders/:id/payment-link')
export class AdminPaymentLinksController {
  constructor(private readonly links: PaymentLinksService) {}

  @Post()
  @ApiCreatedResponse({ description: '{ charge: { id, description, amount, status, paymentUrl } }; the link is e-mailed to the customer.' })
  create(
    @Param('id', ParseIdPipe) orderId: number,
    @Body() body: CreatePaymentLinkDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<{ charge: ChargeView }> {
    return this.links.create(orderId, body, staffActor(admin, ipAddress));
  }
}

/** The customer's side of a payment link: no sign-in, the token in the link is the secret. */
@ApiTags('payments')
@RateLimit(PAYMENT_LINK_RATE_LIMIT)
@Allow(Permission.Public)
@Controller('payment-links/:token')
export class PublicPaymentLinksController {
  constructor(private readonly links: PaymentLinksService) {}

  @Get()
  @ApiOkResponse({ description: '{ description, amount, status, orderNumber, checkoutUrl }; 404 for an unknown link.' })
  view(@Param('token') token: string): Promise<PublicChargeView> {
    return this.links.view(token);
  }

  @Post('intent')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ clientSecret, paymentIntentId, amount }: the intent the card form confirms; 409 when already paid.' })
  intent(@Param('token') token: string, @ClientAddress() ipAddress: string | null): Promise<ChargeIntent> {
    return this.links.startPayment(token, ipAddress);
  }

  @Post('pay')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The paid charge; 402 when the card payment did not succeed, 409 when already paid.' })
  pay(@Param('token') token: string, @Body() body: PayPaymentLinkDto, @ClientAddress() ipAddress: string | null): Promise<PublicChargeView> {
    return this.links.completePayment(token, body.paymentIntentId, ipAddress);
  }
}
