import { Module } from '@nestjs/common';
import { OrderNotesService } from './order-notes.service.js';
import { OrderStoryService } from './order-story.service.js';
import { AdminOrdersController, OrdersExportDownloadController } from './admin-orders.controller.js';
import { OrdersExportLinkService } from './orders-export-link.service.js';
import { AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminOrdersService } from './admin-orders.service.js';

/** Staff order management: list/search, export, edit, status, bulk, delete, stats (REST and GraphQL). */
@Module({
  controllers: [AdminOrdersController, OrdersExportDownloadController],
  providers: [AdminOrdersService, AdminOrdersResolver, OrderStoryService, OrderNotesService, OrdersExportLinkService],
  exports: [AdminOrdersService],
})
export class AdminOrdersModule {}
