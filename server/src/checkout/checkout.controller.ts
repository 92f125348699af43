import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  ConflictException,
  Param,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { OptionalCustomerAuthGuard } from '../auth/auth.guards.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { CHECKOUT_RATE_LIMIT, CHECKOUT_UPLOAD_RATE_LIMIT, ORDER_RATE_LIMIT, PAYMENT_INTENT_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import type { OrderResponse } from '../orders/order-response.js';
import { PAYMENT_MESSAGES } from '../payments/payment-provider.js';
import { PaymentsService, type PaymentIntentAnswer } from '../payments/payments.service.js';
import type { StagedFile } from '../storage/upload-staging.js';
import { UPLOAD_MESSAGES } from '@apostille/domain';
import { CheckoutFilesService, STAGED_FILE_NOT_FOUND, type StagedCheckoutFile } from './checkout-files.service.js';
import { CheckoutFulfilmentService } from './checkout-fulfilment.service.js';
import { CheckoutIntentsService } from './checkout-intents.service.js';
import { CheckoutKeyHash, checkoutKeyHashOf } from './checkout-key.param.js';
import { CheckoutUploadInterceptor } from './checkout-upload.interceptor.js';
import { CheckoutViewService, type CheckoutView } from './checkout-view.service.js';
import { CheckoutsService } from './checkouts.service.js';
import { CreateCheckoutIntentDto } from './dto/checkout-order.dto.js';
import { PlaceCheckoutOrderDto } from './dto/place-checkout-order.dto.js';
import { SaveCheckoutDto } from './dto/save-checkout.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHECKOUT_KEY_DOC = {
  name: 'X-Checkout-Key',
  required: true,
  description: "The browser's random key of this checkout (22-128 characters of A-Z a-z 0-9 _ -).",
};

/** The checkout kept on the server: the form, files staged before payment, the intent with its order, and the order itself. */
@ApiTags('checkout')
@Allow(Permission.Public)
@Controller()
export class CheckoutController {
  constructor(
    private readonly intents: CheckoutIntentsService,
    private readonly checkouts: CheckoutsService,
    private readonly files: CheckoutFilesService,
    private readonly view: CheckoutViewService,
    private readonly fulfilment: CheckoutFulfilmentService,
    private readonly payments: PaymentsService,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  @RateLimit(PAYMENT_INTENT_RATE_LIMIT)
  @UseGuards(OptionalCustomerAuthGuard)
  @ApiOkResponse({
    description:
      '{ clientSecret, verifiedAmount (dollars), paymentIntentId }. With `order`, the order is checked first: 400 { message, errors: [{ field, message }] } and no intent when it would be refused.',
  })
  createPaymentIntent(@Body() body: CreateCheckoutIntentDto, @CurrentCustomer() customer: Customer | undefined): Promise<PaymentIntentAnswer> {
    return this.intents.create(body, customer?.id);
  }

  @Get('checkout')
  @RateLimit(CHECKOUT_RATE_LIMIT)
  @ApiHeader(CHECKOUT_KEY_DOC)
  @ApiOkResponse({ description: "{ state: 'open' | 'paid' | 'ordered' | 'refunded', step, draft, files, order?, paymentIntentId?, refund? }" })
  restore(@CheckoutKeyHash() keyHash: string): Promise<CheckoutView> {
    return this.view.view(keyHash);
  }

  @Put('checkout')
  @HttpCode(204)
  @RateLimit(CHECKOUT_RATE_LIMIT)
  @ApiHeader(CHECKOUT_KEY_DOC)
  @ApiNoContentResponse({ description: 'The step and form data are saved (at most 32 KB of JSON).' })
  async save(@CheckoutKeyHash() keyHash: string, @Body() body: SaveCheckoutDto): Promise<void> {
    await this.checkouts.save(keyHash, body.step, body.draft);
  }

  @Post('checkout/files')
  @RateLimit(CHECKOUT_UPLOAD_RATE_LIMIT)
  @UseInterceptors(CheckoutUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiHeader(CHECKOUT_KEY_DOC)
  @ApiCreatedResponse({ description: '{ id, name, size, mimeType }; 400 { message } says why a file is refused.' })
  async stage(@CheckoutKeyHash() keyHash: string, @Req() request: Request): Promise<StagedCheckoutFile> {
    const file = request.file as StagedFile | undefined;
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.unreadable);
    return this.files.stage(keyHash, { path: file.path, originalName: file.originalname, size: file.size, head: file.head });
  }

  @Delete('checkout/files/:id')
  @HttpCode(204)
  @RateLimit(CHECKOUT_UPLOAD_RATE_LIMIT)
  @ApiHeader(CHECKOUT_KEY_DOC)
  @ApiNoContentResponse({ description: 'The staged file is removed; 404 when this checkout has no such file.' })
  async unstage(@Param('id') id: string, @Req() request: Request): Promise<void> {
    // The key is read after the parameter's pipes, so a NUL in the id is named as such first.
    const keyHash = checkoutKeyHashOf(request);
    if (!UUID.test(id)) throw new HttpException(STAGED_FILE_NOT_FOUND, HttpStatus.NOT_FOUND);
    await this.files.remove(keyHash, id);
  }

  @Post('checkout/order')
  @RateLimit(ORDER_RATE_LIMIT)
  @ApiHeader(CHECKOUT_KEY_DOC)
  @ApiCreatedResponse({ description: 'The order of the paid intent (the same one however often asked); 402 unpaid, 409 refunded.' })
  async placeOrder(
    @CheckoutKeyHash() keyHash: string,
    @Body() body: PlaceCheckoutOrderDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderResponse> {
    const payment = await this.payments.findPayment(body.paymentIntentId);
    // Another checkout's intent is answered like an unknown one: intent ids reveal nothing.
    if (!payment || payment.checkoutKeyHash !== keyHash || payment.orderRequest === null) throw new BadRequestException(PAYMENT_MESSAGES.paymentNotFound);
    const outcome = await this.fulfilment.fulfil(body.paymentIntentId);
    switch (outcome.kind) {
      case 'ordered':
        response.status(201);
        return outcome.order;
      case 'refunded':
        throw new ConflictException(PAYMENT_MESSAGES.refunded);
      case 'unpaid':
        throw new HttpException(PAYMENT_MESSAGES.paymentNotCompleted, HttpStatus.PAYMENT_REQUIRED);
      default:
        throw new BadRequestException(PAYMENT_MESSAGES.paymentNotFound);
    }
  }
}
