import { Body, Controller, Delete, Get, Logger, Param, Patch, Query, Res, UseGuards } from '@nestjs/common';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ordersExportFileName } from '@apostille/domain';
import type { Response } from 'express';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { toAdminOrder } from './admin-order.view.js';
import { type AdminActor, AdminOrdersService, type AdminOrderStats } from './admin-orders.service.js';
import { AdminOrdersQuery, type AdminOrderType, UpdateOrderInput, UpdateOrderStatusBody } from './admin-orders.types.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

function actorOf(admin: AdminUser, ipAddress: string | null): AdminActor {
  return { adminId: admin.id, ipAddress };
}

/** Staff order management over REST (admin spec §7); the console's lists use GraphQL with paging. */
@ApiTags('admin orders')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Controller('admin')
export class AdminOrdersController {
  private readonly logger = new Logger(AdminOrdersController.name);

  constructor(private readonly orders: AdminOrdersService) {}

  @Get('stats')
  @Allow(Permission.ReadOrders)
  @ApiOkResponse({ description: 'totalOrders, processingOrders, completedOrders, totalRevenue (dollars).' })
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
    const plan = this.orders.planExport(query); // a bad filter answers 400 before any CSV byte
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${ordersExportFileName(new Date())}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await this.orders.streamExport(plan, res, actorOf(admin, ip));
      res.end();
    } catch (error) {
      if (!res.headersSent) throw error;
      // Mid-stream failure: cut the connection so the download is not taken for complete.
      this.logger.error(`order export failed: ${error instanceof Error ? error.message : String(error)}`);
      res.destroy(error instanceof Error ? error : undefined);
    }
  }

  @Patch('orders/:id')
  @Allow(Permission.UpdateOrders)
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: UpdateOrderInput,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<{ order: AdminOrderType }> {
    return { order: await this.withDocuments(await this.orders.update(id, input, actorOf(admin, ip))) };
  }

  @Patch('orders/:id/status')
  @Allow(Permission.UpdateOrders)
  async updateStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateOrderStatusBody,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<{ order: AdminOrderType }> {
    return { order: await this.withDocuments(await this.orders.updateStatus(id, body.status, body.notes, actorOf(admin, ip))) };
  }

  @Delete('orders/:id')
  @Allow(Permission.DeleteOrders)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentAdmin() admin: AdminUser, @ClientAddress() ip: string | null): Promise<{ success: true }> {
    await this.orders.delete(id, actorOf(admin, ip));
    return { success: true };
  }

  private async withDocuments(order: Parameters<typeof toAdminOrder>[0]): Promise<AdminOrderType> {
    const documents = await this.orders.documentsFor([order.id]);
    return toAdminOrder(order, documents.get(order.id));
  }
}
