import { Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AnalyticsView } from '@apostille/domain';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { RATE_LIMIT_WINDOW_MS } from '../common/throttling/rate-limits.js';
import { AnalyticsRollupsService } from './analytics-rollups.service.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ViewAnalytics)
@Controller('admin/analytics')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly rollups: AnalyticsRollupsService,
  ) {}

  @Get()
  @ApiQuery({ name: 'from', required: false, description: 'First day, YYYY-MM-DD (with `to`); all time without both' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day, YYYY-MM-DD, included' })
  @ApiOkResponse({ description: 'Revenue, average order value, customers, conversion, and the four breakdowns (dollars).' })
  @ApiBadRequestResponse({ description: 'A date that is not a calendar day, one date without the other, or a reversed or too long range.' })
  figures(@Query('from') from?: string, @Query('to') to?: string): Promise<AnalyticsView> {
    return this.analytics.figuresFor(from, to);
  }

  @Post('refresh')
  @HttpCode(200)
  // A refresh reads every order once: a few a minute is plenty.
  @RateLimit({ limit: 6, ttl: RATE_LIMIT_WINDOW_MS })
  @ApiOkResponse({ description: 'The rollups are refreshed now (they also refresh every 10 minutes); answers when, and how long it took.' })
  refresh(): Promise<{ refreshedAt: string; ms: number }> {
    return this.rollups.refresh();
  }
}
