import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import { AdminOrderEntryService, type CreatedAdminOrder } from './admin-order-entry.service.js';
import { CreateAdminOrderDto } from './dto/create-admin-order.dto.js';
import { CreateCustomOrderDto } from './dto/create-custom-order.dto.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { staffActor } from '../../common/staff-actor.js';

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.CreateOrders)
@Controller('admin')
export class AdminOrderEntryController {
  constructor(private readonly entry: AdminOrderEntryService) {}

  @Post('orders')
  @ApiCreatedResponse({ description: '{ success: true, order: AdminOrder, message }' })
  createOrder(@Body() form: CreateAdminOrderDto, @CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<CreatedAdminOrder> {
    return this.entry.createOrder(form, staffActor(admin, ipAddress));
  }

  @Post('custom-orders')
  @ApiCreatedResponse({ description: '{ success: true, order: AdminOrder, message }; 400 when the total does not match the pricing.' })
  createCustomOrder(
    @Body() form: CreateCustomOrderDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<CreatedAdminOrder> {
    return this.entry.createCustomOrder(form, staffActor(admin, ipAddress));
  }
}
