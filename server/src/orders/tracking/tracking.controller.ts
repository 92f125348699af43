import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimit } from '../../common/throttling/throttling.module.js';
import { TRACKING_RATE_LIMIT } from '../../common/throttling/rate-limits.js';
import { TrackOrderQuery } from './track-order.query.js';
import { TrackingService } from './tracking.service.js';
import type { TrackedOrder } from './tracking.types.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';

@ApiTags('tracking')
@Allow(Permission.Public)
@Controller('orders')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('track')
  @RateLimit(TRACKING_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The tracked order (requirements C3).' })
  @ApiNotFoundResponse({ description: 'No order with this number and e-mail (the same answer for either mismatch).' })
  @ApiTooManyRequestsResponse({ description: 'More than 30 look-ups a minute from this client.' })
  track(@Query() query: TrackOrderQuery): Promise<TrackedOrder> {
    return this.tracking.track(query.orderNumber, query.email);
  }
}
