import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OrderStoryView } from '@apostille/domain';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { OrderStoryService } from './order-story.service.js';

/** The console's order page: one order's whole story, read in one statement. */
@ApiTags('admin orders')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin')
export class OrderStoryController {
  constructor(private readonly stories: OrderStoryService) {}

  @Get('orders/:id/story')
  @Allow(Permission.ReadOrders)
  @ApiOkResponse({
    description:
      'Everything about one order for its console page: line items, prices, payments, extra charges, documents, status history with who made each change, conversations, translations.',
  })
  @ApiNotFoundResponse({ description: 'No such order, or it was deleted.' })
  story(@Param('id', ParseIdPipe) id: number): Promise<OrderStoryView> {
    return this.stories.story(id);
  }
}
