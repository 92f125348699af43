import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { FORM_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { CcpaOptOutDto } from './ccpa-opt-out.dto.js';
import { CcpaService, type CcpaReceipt } from './ccpa.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('ccpa')
@Allow(Permission.Public)
@Controller('ccpa-opt-out')
export class CcpaController {
  constructor(private readonly ccpa: CcpaService) {}

  @Post()
  @HttpCode(201)
  @RateLimit(FORM_RATE_LIMIT)
  @ApiCreatedResponse({ description: 'Stored with its acknowledge-by and respond-by dates and acknowledged by e-mail.' })
  @ApiBadRequestResponse({ description: 'A field breaks the rules; every failing field is listed.' })
  @ApiTooManyRequestsResponse({ description: 'More than 10 submissions a minute from this client.' })
  optOut(@Body() body: CcpaOptOutDto): Promise<CcpaReceipt> {
    return this.ccpa.optOut(body);
  }
}
