import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX, type WebhookDeliveryView, type WebhookEndpointView } from '@apostille/domain';
import { IsString, MaxLength } from 'class-validator';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { WebhooksService } from './webhooks.service.js';

/** POST /api/customers/webhooks and /api/v1/webhooks: the receiver's URL. */
export class CreateWebhookBody {
  @ApiProperty({ example: 'https://cases.example.com/apostille-events', maxLength: WEBHOOK_URL_MAX })
  @IsString({ message: WEBHOOK_MESSAGES.urlInvalid })
  @MaxLength(WEBHOOK_URL_MAX, { message: WEBHOOK_MESSAGES.urlInvalid })
  url: string;
}

/** A wholesale account's webhooks from its dashboard (customer session): endpoints, the delivery log, replay. */
@ApiTags('customers')
@ApiBearerAuth()
@Allow(Permission.Customer)
@Controller('customers/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  list(@CurrentCustomer() customer: Customer): Promise<WebhookEndpointView[]> {
    return this.webhooks.listEndpoints(customer.id);
  }

  @Post()
  @HttpCode(201)
  create(@CurrentCustomer() customer: Customer, @Body() body: CreateWebhookBody): Promise<WebhookEndpointView & { secret: string }> {
    return this.webhooks.createEndpoint(customer.id, body.url);
  }

  @Delete(':id')
  remove(@CurrentCustomer() customer: Customer, @Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointView> {
    return this.webhooks.deleteEndpoint(customer.id, id);
  }

  @Get('deliveries')
  deliveries(@CurrentCustomer() customer: Customer): Promise<WebhookDeliveryView[]> {
    return this.webhooks.listDeliveries(customer.id);
  }

  @Post('deliveries/:id/replay')
  @HttpCode(200)
  replay(@CurrentCustomer() customer: Customer, @Param('id', ParseIdPipe) id: number): Promise<WebhookDeliveryView> {
    return this.webhooks.replay(customer.id, id);
  }
}
