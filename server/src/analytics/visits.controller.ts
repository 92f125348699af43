import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { ClientAddress } from '../auth/current-account.decorators.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { VISIT_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { VisitorCounterService } from './visitor-counter.service.js';

export class PageViewDto {
  /** Sent by the order confirmation page once, after a placed order. */
  @IsOptional()
  @IsBoolean()
  converted?: boolean;
}

/** The customer site's page-view beacon: no cookie, nothing personal stored, nothing answered. */
@ApiTags('analytics')
@Allow(Permission.Public)
@Controller('visits')
export class VisitsController {
  constructor(private readonly visitors: VisitorCounterService) {}

  @Post()
  @HttpCode(204)
  @RateLimit(VISIT_RATE_LIMIT)
  @ApiNoContentResponse({ description: 'Counted, or ignored (Global Privacy Control, Do Not Track, a bot): the answer is the same.' })
  @ApiTooManyRequestsResponse({ description: 'Too many page views from this client.' })
  async pageView(
    @Body() body: PageViewDto,
    @ClientAddress() ip: string | null,
    @Headers('user-agent') userAgent: string | undefined,
    @Headers('sec-gpc') globalPrivacyControl: string | undefined,
    @Headers('dnt') doNotTrack: string | undefined,
  ): Promise<void> {
    await this.visitors.record({ ipAddress: ip, userAgent, optedOut: globalPrivacyControl === '1' || doNotTrack === '1', converted: body.converted === true });
  }
}
