import { Body, Controller, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OptionalCustomerAuthGuard } from '../auth/auth.guards.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { ORDER_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import type { StagedFile } from '../storage/upload-staging.js';
import { DocumentUploadInterceptor } from '../orders/document-upload.interceptor.js';
import { CreateOrderFormDto } from './dto/create-order.dto.js';
import type { OrderResponse } from '../orders/order-response.js';
import { OrderPlacementService } from './order-placement.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('orders')
@Allow(Permission.Public)
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrderPlacementService) {}

  @Post()
  @RateLimit(ORDER_RATE_LIMIT)
  @UseGuards(OptionalCustomerAuthGuard)
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: 'The order response (requirements C3), dollars.' })
  @ApiOkResponse({ description: 'The same payment intent was submitted before: its order, unchanged.' })
  async create(
    @Body() form: CreateOrderFormDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentCustomer() customer: Customer | undefined,
  ): Promise<OrderResponse> {
    const files = ((request.files as StagedFile[] | undefined) ?? []).map((file) => ({
      path: file.path,
      originalName: file.originalname,
      size: file.size,
      head: file.head,
    }));
    // A signed-in customer's order joins their account (and shows there at once); a guest's is linked by e-mail.
    const result = await this.orders.createOrder(form, files, { customerId: customer?.id });
    response.status(result.created ? 201 : 200);
    return result.response;
  }
}
