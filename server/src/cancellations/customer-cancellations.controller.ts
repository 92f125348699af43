import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CANCELLATION_MESSAGES, centsToDollars, type CancellationPreviewAnswer, type CustomerCancellation } from '@apostille/domain';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CustomerAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentCustomer } from '../auth/current-account.decorators.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { CancellationRequestsService } from './cancellation-requests.service.js';
import { toCustomerCancellation } from './cancellation.view.js';
import { CancellationRequestDto, OrderNumberParam } from './dto/cancellation-request.dto.js';

/**
 * The account's cancellation requests (the Terms' "Cancellations and refunds"): what cancelling an
 * order would give back, the request itself, and how each request was decided.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
@Allow(Permission.Customer)
@UseGuards(CustomerAuthGuard)
export class CustomerCancellationsController {
  constructor(private readonly cancellations: CancellationRequestsService) {}

  @Get('orders/:orderNumber/cancellation')
  @ApiOkResponse({ description: '{ orderNumber, allowed, refund (dollars), refundText, request }' })
  @ApiNotFoundResponse({ description: 'No such order on this account.' })
  async preview(@CurrentCustomer() customer: Customer, @Param() params: OrderNumberParam): Promise<CancellationPreviewAnswer> {
    const preview = await this.cancellations.preview(customer, params.orderNumber);
    return {
      orderNumber: preview.orderNumber,
      allowed: preview.allowed,
      refund: centsToDollars(preview.refund.refundCents),
      refundText: preview.refundText,
      request: preview.request ? toCustomerCancellation(preview.orderNumber, preview.request) : null,
    };
  }

  @Post('orders/:orderNumber/cancellation')
  @HttpCode(201)
  @ApiOkResponse({ description: '{ message, request }: the request waits for staff.' })
  @ApiConflictResponse({ description: 'Too late to cancel, already requested, or already cancelled.' })
  async request(
    @CurrentCustomer() customer: Customer,
    @Param() params: OrderNumberParam,
    @Body() body: CancellationRequestDto,
    @ClientAddress() ip: string | null,
  ): Promise<{ message: string; request: CustomerCancellation }> {
    const request = await this.cancellations.request(customer, params.orderNumber, body.reason, ip);
    return { message: CANCELLATION_MESSAGES.requested, request: toCustomerCancellation(params.orderNumber, request) };
  }

  @Get('cancellations')
  @ApiOkResponse({ description: "{ cancellations }: the newest request of each of the account's orders that has one." })
  async list(@CurrentCustomer() customer: Customer): Promise<{ cancellations: CustomerCancellation[] }> {
    const rows = await this.cancellations.ofCustomer(customer);
    return { cancellations: rows.map((row) => toCustomerCancellation(row.orderNumber, row.request)) };
  }
}
