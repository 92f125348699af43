import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { WEBHOOK_MAX_ENDPOINTS, type WebhookDeliveryView, type WebhookEndpointView } from '@apostille/domain';
import type { ApiKeyHolder } from '../auth/account-sources.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import type { ApiKeyRequest } from '../auth/api-key.auth.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { CreateWebhookBody } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

const holderOf = (request: ApiKeyRequest): ApiKeyHolder => request.apiKey as ApiKeyHolder;

const SIGNATURE_DOC = [
  'Every status change of an order of your account is POSTed as JSON to each endpoint:',
  '`{"id": "<event id>", "type": "order.status_changed", "createdAt": "…", "data": {"orderNumber", "previousStatus", "status", "changedAt", "customerReference"}}` (customerReference: the reference given when the order was placed, or null).',
  'Headers: `Apostille-Event-Id` (the same for every attempt and replay of the event: use it to ignore duplicates) and',
  "`Apostille-Signature: t=<unix seconds>,v1=<hex>`. To verify, compute HMAC-SHA256 with the endpoint's signing secret",
  '(`whsec_…`, shown once at creation) over the text `<t>.<raw request body>`, compare it in constant time with `v1`,',
  'and refuse requests whose `t` is more than 5 minutes from your clock.',
  'Answer with any 2xx within 10 seconds; anything else (a timeout, a redirect, 4xx, 5xx) is retried after 1 min, 5 min,',
  '30 min, 2 h and 6 h (6 attempts in all), then given up; the delivery log shows each attempt and can replay a delivery.',
].join(' ');

/** Webhooks through the versioned API, with an API key: reading with either scope, changes with a write key. */
@ApiTags('api v1')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No key, an unknown or revoked key, or its account is no longer wholesale.' })
@ApiTooManyRequestsResponse({ description: 'More than 120 requests in a minute with this key.' })
@Controller('v1/webhooks')
export class V1WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiOkResponse({ description: `The account's webhook endpoints (at most ${WEBHOOK_MAX_ENDPOINTS}). ${SIGNATURE_DOC}` })
  async list(@Req() request: ApiKeyRequest): Promise<{ endpoints: WebhookEndpointView[] }> {
    return { endpoints: await this.webhooks.listEndpoints(holderOf(request).customerId) };
  }

  @Post()
  @HttpCode(201)
  @Allow(Permission.ApiWrite)
  @ApiCreatedResponse({ description: `The new endpoint and its signing secret \`secret\` (whsec_…), shown only in this answer. ${SIGNATURE_DOC}` })
  @ApiBadRequestResponse({ description: 'Not an https URL, or it resolves to a private, loopback, link-local or otherwise reserved address.' })
  @ApiConflictResponse({ description: `The account already has ${WEBHOOK_MAX_ENDPOINTS} endpoints.` })
  @ApiForbiddenResponse({ description: 'A read key.' })
  create(@Req() request: ApiKeyRequest, @Body() body: CreateWebhookBody): Promise<WebhookEndpointView & { secret: string }> {
    return this.webhooks.createEndpoint(holderOf(request).customerId, body.url);
  }

  @Get('deliveries')
  @Allow(Permission.ApiRead, Permission.ApiWrite)
  @ApiOkResponse({ description: 'The newest 50 deliveries with every attempt (HTTP status or error, duration), newest first.' })
  async deliveries(@Req() request: ApiKeyRequest): Promise<{ deliveries: WebhookDeliveryView[] }> {
    return { deliveries: await this.webhooks.listDeliveries(holderOf(request).customerId) };
  }

  @Post('deliveries/:id/replay')
  @HttpCode(200)
  @Allow(Permission.ApiWrite)
  @ApiOkResponse({ description: 'A new attempt is queued: the same event id, a new signature timestamp, a fresh retry schedule.' })
  @ApiNotFoundResponse({ description: 'No delivery of this account has that id.' })
  replay(@Req() request: ApiKeyRequest, @Param('id', ParseIdPipe) id: number): Promise<WebhookDeliveryView> {
    return this.webhooks.replay(holderOf(request).customerId, id);
  }

  @Delete(':id')
  @Allow(Permission.ApiWrite)
  @ApiOkResponse({ description: 'The endpoint is deleted with its delivery log; nothing more is sent to it.' })
  @ApiNotFoundResponse({ description: 'No endpoint of this account has that id.' })
  remove(@Req() request: ApiKeyRequest, @Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointView> {
    return this.webhooks.deleteEndpoint(holderOf(request).customerId, id);
  }
}
