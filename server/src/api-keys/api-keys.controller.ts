import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyScope, type ApiKeyView } from '@apostille/domain';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { ApiKeysService } from './api-keys.service.js';

/** POST /api/customers/api-keys; a blank name is refused by the service, in the same words. */
export class CreateApiKeyBody {
  @ApiProperty({ example: 'Case management system', maxLength: API_KEY_NAME_MAX })
  @IsString({ message: API_KEY_MESSAGES.nameRequired })
  @MaxLength(API_KEY_NAME_MAX, { message: API_KEY_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES })
  @IsIn(API_KEY_SCOPES, { message: API_KEY_MESSAGES.scopeInvalid })
  scope: ApiKeyScope;
}

/** A wholesale account's own API keys: GET lists them (never the secret), POST makes one and answers its secret once, DELETE revokes. */
@ApiTags('customers')
@ApiBearerAuth()
@Allow(Permission.Customer)
@Controller('customers/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  list(@CurrentCustomer() customer: Customer): Promise<ApiKeyView[]> {
    return this.keys.list(customer.id);
  }

  @Post()
  @HttpCode(201)
  create(@CurrentCustomer() customer: Customer, @Body() body: CreateApiKeyBody): Promise<ApiKeyView & { secret: string }> {
    return this.keys.create(customer.id, body.name, body.scope);
  }

  @Delete(':id')
  revoke(@CurrentCustomer() customer: Customer, @Param('id', ParseIdPipe) id: number): Promise<ApiKeyView> {
    return this.keys.revoke(customer.id, id);
  }
}
