import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { FORM_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { WholesaleApplicationDto } from './wholesale-application.dto.js';
import { WholesaleService, type WholesaleReceipt } from './wholesale.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('wholesale')
@Allow(Permission.Public)
@Controller('wholesale')
export class WholesaleController {
  constructor(private readonly wholesale: WholesaleService) {}

  @Post('applications')
  @HttpCode(201)
  @RateLimit(FORM_RATE_LIMIT)
  @ApiCreatedResponse({ description: 'Stored as pending and acknowledged by e-mail.' })
  @ApiBadRequestResponse({ description: 'A field breaks the rules of requirements C5; every failing field is listed.' })
  @ApiTooManyRequestsResponse({ description: 'More than 10 submissions a minute from this client.' })
  apply(@Body() body: WholesaleApplicationDto): Promise<WholesaleReceipt> {
    return this.wholesale.apply(body);
  }
}
