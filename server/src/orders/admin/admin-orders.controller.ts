import { Body, Controller, Delete, Get, HttpCode, Logger, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ParseIdPipe } from '../../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type OrderNoteView, ordersExportFileName } from '@apostille/domain';
import type { Response } from 'express';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import { toAdminOrder } from './admin-order.view.js';
import { AdminOrdersService, type AdminOrderStats } from './admin-orders.service.js';
import { OrderStateService } from '../order-state.service.js';
import { AddOrderNoteInput, AdminOrdersQuery, type AdminOrderType, StatusMatchingBody, UpdateOrderInput, UpdateOrderStatusBody } from './admin-orders.types.js';
import { BulkStatusMatchingService, type MatchingStatusChange } from './bulk-status-matching.service.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { OrderNotesService } from './order-notes.service.js';
import { OrdersExportLinkService } from './orders-export-link.service.js';
import { type OrderChangeActor, staffActor } from '../../common/staff-actor.js';

/** Streams the CSV of an export plan; a bad filter has already answered 400 (planExport) before any byte. */
async function streamOrdersCsv(
  orders: AdminOrdersService,
  plan: ReturnType<AdminOrdersService['planExport']>,
  actor: OrderChangeActor,
  res: Response,
  logger: Logger,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${ordersExportFileName(new Date())}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await orders.streamExport(plan, res, actor);
    res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    // Mid-stream failure: cut the connection so the download is not taken for complete.
    logger.error(`order export failed: ${error instanceof Error ? error.message : String(error)}`);
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/**
 * The download end of an export link: no session header (the browser follows a plain link), the
 * signed link itself names the staff member and the filters (OrdersExportLinkService).
 */
@ApiTags('admin orders')
@Controller('exports/orders')
export class OrdersExportDownloadController {
  private readonly logger = new Logger('OrdersExportDownload');

  constructor(
    private readonly orders: AdminOrdersService,
    private readonly exportLinks: OrdersExportLinkService,
  ) {}

  @Get()
  @Allow(Permission.Public)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The export the link was made for, streamed as CSV.' })
  async download(@Query('token') token: unknown, @ClientAddress() ip: string | null, @Res() res: Response): Promise<void> {
    const { admin, filter } = await this.exportLinks.redeem(token);
    await streamOrdersCsv(this.orders, this.orders.planExport(filter), staffActor(admin, ip), res, this.logger);
  }
}

/** Staff order management over REST (requirements A7); the console's lists use GraphQL with paging. */
@ApiTags('admin orders')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin')
export class AdminOrdersController {
  private readonly logger = new Logger(AdminOrdersController.name);

  constructor(
    private readonly orders: AdminOrdersService,
    private readonly orderState: OrderStateService,
    private readonly exportLinks: OrdersExportLinkService,
    private readonly notes: OrderNotesService,
    private readonly matching: BulkStatusMatchingService,
  ) {}

  @Get('stats')
  @Allow(Permission.ReadOrders)
  @ApiOkResponse({ description: 'totalOrders, pendingOrders, processingOrders, completedOrders, totalRevenue (dollars).' })
  stats(): Promise<AdminOrderStats> {
    return this.orders.stats();
  }

  @Get('orders')
  @Allow(Permission.ReadOrders)
  @ApiOkResponse({ description: 'The newest 500 matching orders, with their documents.' })
  async list(@Query() query: AdminOrdersQuery): Promise<{ orders: AdminOrderType[] }> {
    const orders = await this.orders.listForRest(query);
    const documents = await this.orders.documentsFor(orders.map((order) => order.id));
    return { orders: orders.map((order) => toAdminOrder(order, documents.get(order.id))) };
  }

  @Get('orders/export')
  @Allow(Permission.ExportOrders)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every matching order as CSV (UTF-8 BOM, header row), streamed.' })
  async export(@Query() query: AdminOrdersQuery, @CurrentAdmin() admin: AdminUser, @ClientAddress() ip: string | null, @Res() res: Response): Promise<void> {
    await streamOrdersCsv(this.orders, this.orders.planExport(query), staffActor(admin, ip), res, this.logger);
  }

  @Post('orders/export-link')
  @HttpCode(200)
  @Allow(Permission.ExportOrders)
  @ApiOkResponse({
    description:
      'A link, valid for 60 seconds, that downloads the export of these filters without the session header (the browser saves it to disk as it arrives).',
  })
  exportLink(@Body() query: AdminOrdersQuery, @CurrentAdmin() admin: AdminUser): { url: string; expiresAt: string } {
    this.orders.planExport(query); // a bad filter answers 400 now, not when the browser follows the link
    return this.exportLinks.issue(admin, { status: query.status, statusGroup: query.statusGroup, search: query.search });
  }

  @Post('orders/:id/notes')
  @Allow(Permission.UpdateOrders)
  @ApiCreatedResponse({ description: 'The note as stored, with its author and time: { note }.' })
  @ApiNotFoundResponse({ description: 'No such order, or it was deleted.' })
  async addNote(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AddOrderNoteInput,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<{ note: OrderNoteView }> {
    return { note: await this.notes.add(id, body.body, admin, ip) };
  }

  @Patch('orders/:id')
  @Allow(Permission.UpdateOrders)
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: UpdateOrderInput,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<{ order: AdminOrderType }> {
    return { order: await this.withDocuments(await this.orders.update(id, input, staffActor(admin, ip))) };
  }

  @Patch('orders/:id/status')
  @Allow(Permission.UpdateOrders)
  async updateStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateOrderStatusBody,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<{ order: AdminOrderType }> {
    const shipment = { carrier: body.carrier, trackingNumber: body.trackingNumber };
    return { order: await this.withDocuments(await this.orderState.updateStatus(id, body.status, body.notes, staffActor(admin, ip), shipment)) };
  }

  /** "Select all N matching": the status change applies to the list's filter, read here (at most 1,000 orders). */
  @Post('orders/status-matching')
  @HttpCode(200)
  @Allow(Permission.UpdateOrders)
  @ApiOkResponse({ description: 'matched: orders the filter matched; updated: those now in the status (a deleted one is passed by).' })
  statusMatching(@Body() body: StatusMatchingBody, @CurrentAdmin() admin: AdminUser, @ClientAddress() ip: string | null): Promise<MatchingStatusChange> {
    return this.matching.apply(body.filter, body.status, body.notes, staffActor(admin, ip));
  }

  @Delete('orders/:id')
  @Allow(Permission.DeleteOrders)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ip: string | null): Promise<{ success: true }> {
    await this.orders.delete(id, staffActor(admin, ip));
    return { success: true };
  }

  private async withDocuments(order: Parameters<typeof toAdminOrder>[0]): Promise<AdminOrderType> {
    const documents = await this.orders.documentsFor([order.id]);
    return toAdminOrder(order, documents.get(order.id));
  }
}
