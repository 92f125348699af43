import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { MonthlyInvoicesService, type CustomerInvoice } from './monthly-invoices.service.js';

/** The signed-in account's monthly invoices. */
@ApiTags('customers')
@ApiBearerAuth()
@Allow(Permission.Customer)
@Controller('customers/invoices')
export class MonthlyInvoicesController {
  constructor(private readonly invoices: MonthlyInvoicesService) {}

  @Get()
  @ApiOkResponse({
    description:
      '{ billedMonthly, invoices: [{ id, period: "YYYY-MM", orderCount, totalCents, createdAt, payment: { status: paid | unpaid, paymentUrl while unpaid } }] }, newest month first; the account\'s own only.',
  })
  async list(@CurrentCustomer() customer: Customer): Promise<{ billedMonthly: boolean; invoices: CustomerInvoice[] }> {
    return { billedMonthly: customer.invoiceMonthly === true, invoices: await this.invoices.list(customer.id) };
  }
}
