import { UseGuards } from '@nestjs/common';
import { Args, Field, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { staffActor } from '../common/staff-actor.js';
import { MonthlyInvoicesService } from './monthly-invoices.service.js';

@ObjectType('MonthlyInvoiceRun')
class MonthlyInvoiceRunType {
  @Field({ description: 'The month billed, YYYY-MM' }) period: string;
  @Field(() => Int, { description: 'Invoices this run wrote (0 when an earlier run billed everything)' }) invoices: number;
  @Field(() => Int, { description: 'Orders on them' }) orders: number;
  @Field(() => Int, { description: 'Their sum in cents' }) totalCents: number;
}

/** Staff start the monthly invoice run for a month that has ended (admins and owners, who set "Invoice monthly"). */
@Resolver()
@UseGuards(AdminAuthGuard)
export class MonthlyInvoicesResolver {
  constructor(private readonly invoices: MonthlyInvoicesService) {}

  @Mutation(() => MonthlyInvoiceRunType, {
    description: 'Writes the invoices of a month that has ended for the accounts billed monthly; a month already run writes nothing more',
  })
  @Allow(Permission.ManageWholesale)
  runMonthlyInvoices(
    @Args('period', { type: () => String, description: 'YYYY-MM' }) period: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<MonthlyInvoiceRunType> {
    return this.invoices.run(period, { kind: 'staff', actor: staffActor(admin, ip) });
  }
}
