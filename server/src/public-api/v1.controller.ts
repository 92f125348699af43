import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { MAX_FILE_BYTES, MAX_FILES_PER_ORDER } from '@apostille/domain';
import type { Response } from 'express';
import { DocumentUploadInterceptor, DOCUMENTS_FIELD } from '../orders/document-upload.interceptor.js';
import type { StagedFile } from '../storage/upload-staging.js';
import type { ApiKeyHolder } from '../auth/account-sources.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import type { ApiKeyRequest } from '../auth/api-key.auth.js';
import { PublicApiService, type V1Order } from './public-api.service.js';
import { V1CreateOrderDto } from './v1-create-order.dto.js';
import { V1QuoteDto } from './v1-quote.dto.js';
import { V1ErrorView, V1OrderListView, V1OrderView, V1UploadView } from './v1-responses.js';

const ORDER_SHAPE =
  'The order: { orderNumber, status, totalAmount (dollars), serviceLevel, destinationCountry, documentCount, documentTypes, ' +
  "expectedCompletion, customerReference, payment: { method: 'card' | 'monthly-invoice', status: 'paid' | 'unpaid', paymentUrl? } }";

/** The permission guard has checked the key before the handler runs. */
const holderOf = (request: ApiKeyRequest): ApiKeyHolder => request.apiKey as ApiKeyHolder;

/**
 * Version 1 of the API for wholesale accounts, under /api/v1, authenticated by an API key
 * ("Authorization: Bearer apo_…") and limited per key. Documented in the OpenAPI document at /api/docs.
 */
@ApiTags('api v1')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No key, an unknown or revoked key, or its account is no longer wholesale.' })
@ApiTooManyRequestsResponse({ description: 'More than 120 requests in a minute with this key.' })
@Controller('v1')
export class V1Controller {
  constructor(private readonly api: PublicApiService) {}

  @Get('orders')
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiOkResponse({
    type: V1OrderListView,
    description: "The account's orders, newest first, with status, expected completion, your reference and payment state.",
  })
  async orders(@Req() request: ApiKeyRequest): Promise<{ orders: V1Order[] }> {
    return { orders: await this.api.listOrders(holderOf(request)) };
  }

  @Get('orders/:orderNumber')
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiNotFoundResponse({ description: 'No order of this account has that number.' })
  @ApiOkResponse({ type: V1OrderView, description: ORDER_SHAPE })
  order(@Req() request: ApiKeyRequest, @Param('orderNumber') orderNumber: string): Promise<V1Order> {
    return this.api.order(holderOf(request), orderNumber);
  }

  @Post('quote')
  @HttpCode(200)
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiForbiddenResponse({ description: 'Never for a quote: a read key may ask for prices.' })
  quote(@Req() request: ApiKeyRequest, @Body() body: V1QuoteDto) {
    return this.api.quote(holderOf(request), body);
  }

  /**
   * Places an order for the key's account, unpaid: a card account pays it through the returned
   * payment link; an account staff invoice monthly pays on its invoice.
   */
  @Post('orders')
  @Allow(Permission.ApiWrite)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Any 1–255 visible characters: a retry with the same key answers the same order (200)' })
  @ApiCreatedResponse({ type: V1OrderView, description: `Placed. ${ORDER_SHAPE}` })
  @ApiOkResponse({ type: V1OrderView, description: 'The order this Idempotency-Key placed before (same request), unchanged.' })
  @ApiBadRequestResponse({ type: V1ErrorView, description: 'A field breaks an order rule (errors name each field); nothing is placed.' })
  @ApiForbiddenResponse({ description: 'The key is read-only.' })
  @ApiConflictResponse({ type: V1ErrorView, description: 'expectedTotal differs from the server price; nothing is placed.' })
  @ApiUnprocessableEntityResponse({ type: V1ErrorView, description: 'This Idempotency-Key was used with a different request.' })
  async createOrder(
    @Req() request: ApiKeyRequest,
    @Body() body: V1CreateOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<V1Order> {
    const result = await this.api.createOrder(holderOf(request), body, idempotencyKey);
    response.status(result.created ? 201 : 200);
    return result.order;
  }

  @Post('orders/:orderNumber/documents')
  @Allow(Permission.ApiWrite)
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [DOCUMENTS_FIELD],
      properties: { [DOCUMENTS_FIELD]: { type: 'array', maxItems: MAX_FILES_PER_ORDER, items: { type: 'string', format: 'binary' } } },
    },
    description: `PDF, JPG or PNG (checked by content), at most ${MAX_FILE_BYTES / 1024 / 1024} MB each; each file is the order's next document.`,
  })
  @ApiCreatedResponse({ type: V1UploadView, description: 'The files stored, each as the order’s next document.' })
  @ApiBadRequestResponse({
    type: V1ErrorView,
    description: 'No file, a file that is not a PDF/JPG/PNG or too large, or more files than the order has documents left.',
  })
  @ApiForbiddenResponse({ description: 'The key is read-only.' })
  @ApiNotFoundResponse({ description: 'No order of this account has that number.' })
  uploadDocuments(@Req() request: ApiKeyRequest, @Param('orderNumber') orderNumber: string) {
    const files = ((request.files as StagedFile[] | undefined) ?? []).map((file) => ({
      path: file.path,
      originalName: file.originalname,
      size: file.size,
      head: file.head,
    }));
    return this.api.uploadDocuments(holderOf(request), orderNumber, files);
  }
}
