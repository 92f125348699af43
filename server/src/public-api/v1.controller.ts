import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { CustomerOrderListItem } from '@apostille/domain';
import type { ApiKeyHolder } from '../auth/account-sources.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import type { ApiKeyRequest } from '../auth/api-key.auth.js';
import { PublicApiService } from './public-api.service.js';
import { V1QuoteDto } from './v1-quote.dto.js';

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
  @ApiOkResponse({ description: "The account's orders, newest first, with status and expected completion." })
  async orders(@Req() request: ApiKeyRequest): Promise<{ orders: CustomerOrderListItem[] }> {
    return { orders: await this.api.listOrders(holderOf(request)) };
  }

  @Get('orders/:orderNumber')
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiNotFoundResponse({ description: 'No order of this account has that number.' })
  order(@Req() request: ApiKeyRequest, @Param('orderNumber') orderNumber: string): Promise<CustomerOrderListItem> {
    return this.api.order(holderOf(request), orderNumber);
  }

  @Post('quote')
  @HttpCode(200)
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiForbiddenResponse({ description: 'Never for a quote: a read key may ask for prices.' })
  quote(@Req() request: ApiKeyRequest, @Body() body: V1QuoteDto) {
    return this.api.quote(holderOf(request), body);
  }
}
