import { Module } from '@nestjs/common';
import { OrderNotesService } from './order-notes.service.js';
import { AdminOrdersController, OrdersExportDownloadController } from './admin-orders.controller.js';
import { OrdersExportLinkService } from './orders-export-link.service.js';
import { AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AutomationOrdersModule } from '../automation-orders.module.js';
import { OfficeBatchController } from './office-batch.controller.js';
import { OfficeBatchService } from './office-batch.service.js';
import { BulkStatusMatchingService } from './bulk-status-matching.service.js';

/**
 * Staff order management: list/search, export, edit, status, bulk, delete, stats (REST and GraphQL),
 * and the batch sheet of each office.
 * Status changes go through OrderStateService, which comes from AutomationOrdersModule, so staff
 * and rules share its one instance.
 */
@Module({
  imports: [AutomationOrdersModule],
  controllers: [AdminOrdersController, OrdersExportDownloadController, OfficeBatchController],
  providers: [AdminOrdersService, AdminOrdersResolver, OrderNotesService, OrdersExportLinkService, OfficeBatchService, BulkStatusMatchingService],
  exports: [AutomationOrdersModule],
})
export class AdminOrdersModule {}
