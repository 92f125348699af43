import { Body, Controller, Get, Header, HttpCode, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { TRACKING_MESSAGES } from '@apostille/domain';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import { TRACKING_RATE_LIMIT } from '../../common/throttling/rate-limits.js';
import { RateLimit } from '../../common/throttling/throttling.module.js';
import { PackingSlipQuery, ScanPackingSlipDto } from './packing-slip.dto.js';
import { type ScannedPackingSlip, PackingSlipsService } from './packing-slips.service.js';
import { staffActor } from '../../common/staff-actor.js';

@ApiTags('packing slips')
@Controller()
export class PackingSlipsController {
  constructor(private readonly slips: PackingSlipsService) {}

  /** The slip PDF, for whoever knows the order number and its e-mail (limited like tracking). */
  @Get('orders/:orderNumber/packing-slip')
  @Allow(Permission.Public)
  @RateLimit(TRACKING_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf: the packing slip to put in the envelope.' })
  @ApiNotFoundResponse({ description: 'No order with this number and e-mail (the same answer for either mismatch).' })
  @ApiTooManyRequestsResponse({ description: 'More than 30 look-ups a minute from this client.' })
  async download(@Param('orderNumber') orderNumber: string, @Query() query: PackingSlipQuery, @Res() res: Response): Promise<void> {
    if (orderNumber.length > 40) throw new NotFoundException(TRACKING_MESSAGES.notFound);
    const slip = await this.slips.slipPdf(orderNumber, query.email);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="packing-slip-${slip.orderNumber}.pdf"`,
      'Content-Length': String(slip.pdf.length),
    });
    res.end(slip.pdf);
  }

  /** Staff scanned (or typed) the code of a slip from an envelope that arrived. */
  @Post('admin/packing-slips/scan')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AdminAuthGuard)
  @Allow(Permission.UpdateOrders)
  @ApiOkResponse({ description: 'The order the slip belongs to; the packing-slip rule moves it to docs_received.' })
  scan(@Body() body: ScanPackingSlipDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<ScannedPackingSlip> {
    return this.slips.scan(body.code, staffActor(admin, ipAddress));
  }
}
