import { Module } from '@nestjs/common';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminOrdersService } from './admin-orders.service.js';

/** Staff order management: list/search, export, edit, status, bulk, delete, stats (REST and GraphQL). */
@Module({
  controllers: [AdminOrdersController],
  providers: [AdminOrdersService, AdminOrdersResolver],
  exports: [AdminOrdersService],
})
export class AdminOrdersModule {}
