import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { CustomerOrderListItem } from '@apostille/domain';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CustomerAuthGuard } from '../auth/auth.guards.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { CustomerOrdersService } from './customer-orders.service.js';

/** GET /api/customers/orders: the signed-in customer's orders (the account's Orders tab). */
@ApiTags('customers')
@Controller('customers')
export class CustomerOrdersController {
  constructor(private readonly orders: CustomerOrdersService) {}

  @Get('orders')
  @Allow(Permission.Customer)
  @UseGuards(CustomerAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: "{ orders }: the caller's orders, newest first, totals in dollars." })
  @ApiUnauthorizedResponse({ description: 'No valid customer token.' })
  async listOrders(@CurrentCustomer() customer: Customer): Promise<{ orders: CustomerOrderListItem[] }> {
    return { orders: await this.orders.list(customer) };
  }
}
