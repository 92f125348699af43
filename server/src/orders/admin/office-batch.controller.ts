import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OfficeBatchSheet } from '@apostille/domain';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { OfficeBatchService } from './office-batch.service.js';

/** Staff work by office: what goes into one office's envelope (the console's printable batch sheet). */
@ApiTags('admin orders')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin/offices')
export class OfficeBatchController {
  constructor(private readonly batches: OfficeBatchService) {}

  @Get(':office/batch-sheet')
  @Allow(Permission.ReadOrders)
  @ApiOkResponse({
    description:
      'The open orders (before Apostille Complete) with a document whose route passes through the office, oldest first: order number, customer, each such document with what the office issues and its fee; totals of documents and known fees.',
  })
  @ApiBadRequestResponse({ description: 'Not an office id of the route data (e.g. us-dos, state-FL).' })
  sheet(@Param('office') office: string): Promise<OfficeBatchSheet> {
    return this.batches.sheet(office);
  }
}
