import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import type { StaffActor } from '../common/staff-actor.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { InvoiceOrdersService } from '../orders/invoice-orders.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { PaymentLinksService } from '../payments/payment-links/payment-links.service.js';
import { MonthlyInvoice } from './entities/monthly-invoice.entity.js';
import { monthlyInvoiceMail } from './invoice-mail.js';
import { INVOICE_PERIOD_MESSAGES, invoicePeriodLabel, invoicePeriodName, invoicePeriodOf, parseInvoicePeriod, shiftInvoicePeriod } from '@apostille/domain';
import { InvoicingClock } from './invoicing-clock.js';

/** What one run wrote. */
export interface InvoiceRunResult {
  /** 'YYYY-MM' */
  period: string;
  invoices: number;
  orders: number;
  totalCents: number;
}

/** An account's invoice as it reads it. */
export interface CustomerInvoice {
  id: number;
  /** 'YYYY-MM' */
  period: string;
  orderCount: number;
  totalCents: number;
  createdAt: string;
  payment: { status: 'paid' | 'unpaid'; paymentUrl?: string };
}

/** Who started a run: the schedule on the 1st, or a staff member. */
export type InvoiceRunTrigger = { kind: 'schedule' } | { kind: 'staff'; actor: StaffActor };

/** Thrown inside an account's transaction to undo it: its orders were billed or cancelled meanwhile. */
class NothingToInvoice extends Error {}

/**
 * The monthly invoice run (docs/decisions.md, "Monthly invoices"): for a month that has ended, every
 * account's orders placed on account in that month and on no invoice yet become one invoice, each
 * account in its own transaction: the invoice row, its orders linked, one payment link for the sum
 * and the e-mail. The unique (account, month) index decides between runs that meet: the second
 * waits on it and writes nothing, so there are never two invoices or two links.
 */
@Injectable()
export class MonthlyInvoicesService {
  private readonly logger = new Logger('MonthlyInvoices');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly clock: InvoicingClock,
    private readonly orders: InvoiceOrdersService,
    private readonly orderLookup: OrderLookupService,
    private readonly customers: CustomerLookupService,
    private readonly paymentLinks: PaymentLinksService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /** The run of the 1st: the month before the one it is in New York. */
  runPreviousMonth(): Promise<InvoiceRunResult> {
    return this.runPeriod(shiftInvoicePeriod(invoicePeriodOf(this.clock.now()), -1), { kind: 'schedule' });
  }

  /** A run for 'YYYY-MM' (staff's): refused for a month that has not ended, whose later orders would never be billed. */
  run(periodText: unknown, trigger: InvoiceRunTrigger): Promise<InvoiceRunResult> {
    const period = parseInvoicePeriod(periodText);
    if (!period) throw new BadRequestException(INVOICE_PERIOD_MESSAGES.invalid);
    const current = invoicePeriodOf(this.clock.now());
    if (period >= current) {
      throw new BadRequestException(INVOICE_PERIOD_MESSAGES.notEnded(invoicePeriodLabel(period), invoicePeriodLabel(shiftInvoicePeriod(period, 1))));
    }
    return this.runPeriod(period, trigger);
  }

  private async runPeriod(period: string, trigger: InvoiceRunTrigger): Promise<InvoiceRunResult> {
    const result: InvoiceRunResult = { period: invoicePeriodName(period), invoices: 0, orders: 0, totalCents: 0 };
    for (const customerId of await this.orders.accountsToInvoice(period)) {
      const written = await this.invoiceAccount(customerId, period);
      if (!written) continue;
      result.invoices += 1;
      result.orders += written.orderCount;
      result.totalCents += written.totalCents;
    }
    await this.audit.record({
      actorType: trigger.kind === 'staff' ? 'admin' : 'system',
      actorId: trigger.kind === 'staff' ? trigger.actor.adminId : null,
      action: 'monthly_invoices.run',
      details: { ...result },
      ipAddress: trigger.kind === 'staff' ? trigger.actor.ipAddress : null,
    });
    const by = trigger.kind === 'staff' ? `staff ${trigger.actor.adminId}` : 'schedule';
    this.logger.log(`monthly invoice run ${result.period} (${by}): ${result.invoices} invoices, ${result.orders} orders, ${result.totalCents} cents`);
    return result;
  }

  /** One account's invoice for the month, or null when another run wrote it or nothing is left to bill. */
  private async invoiceAccount(customerId: number, period: string): Promise<MonthlyInvoice | null> {
    const customer = await this.customers.byId(customerId);
    if (!customer) return null;
    try {
      return await this.unitOfWork.run(async (manager) => {
        // The unique index decides: a run that meets another waits here until it commits, then writes nothing.
        const [inserted]: { id: number }[] = await manager.query(
          `INSERT INTO monthly_invoices (customer_id, period, order_count, total_cents) VALUES ($1, $2, 0, 0)
           ON CONFLICT (customer_id, period) DO NOTHING RETURNING id`,
          [customerId, period],
        );
        if (!inserted) return null;
        const billed = await this.orders.linkToInvoice(customerId, period, inserted.id);
        if (billed.length === 0) throw new NothingToInvoice();
        const totalCents = billed.reduce((sum, order) => sum + order.totalAmountCents, 0);
        const invoices = manager.getRepository(MonthlyInvoice);
        await invoices.update({ id: inserted.id }, { orderCount: billed.length, totalCents });
        const monthLabel = invoicePeriodLabel(period);
        let paymentUrl: string | null = null;
        if (totalCents > 0) {
          const firstOrder = await this.orderLookup.contactOf(billed[0].id);
          if (!firstOrder) throw new NothingToInvoice();
          const charge = await this.paymentLinks.createForMonthlyInvoice(
            firstOrder,
            inserted.id,
            totalCents,
            `Invoice for ${monthLabel} (${billed.length} orders)`,
          );
          paymentUrl = charge.paymentUrl;
        }
        await this.outbox.add(
          monthlyInvoiceMail({
            customerFirstName: customer.firstName,
            customerLastName: customer.lastName,
            customerEmail: customer.email,
            monthLabel,
            orders: billed,
            totalCents,
            paymentUrl,
            supportEmail: this.config.supportEmail,
          }),
        );
        return invoices.findOneByOrFail({ id: inserted.id });
      });
    } catch (error) {
      if (error instanceof NothingToInvoice) return null;
      throw error;
    }
  }

  /** The account's invoices, newest month first, with their payment state. */
  async list(customerId: number): Promise<CustomerInvoice[]> {
    const invoices = await this.unitOfWork.manager.getRepository(MonthlyInvoice).find({ where: { customerId }, order: { period: 'DESC' } });
    const payments = await this.paymentLinks.monthlyInvoicePayments(invoices.map((invoice) => invoice.id));
    return invoices.map((invoice) => {
      const payment = payments.get(invoice.id);
      // An invoice of nothing to pay (free orders only) has no link and counts as paid.
      const paid = invoice.totalCents === 0 || payment?.paid === true;
      return {
        id: invoice.id,
        period: invoicePeriodName(invoice.period),
        orderCount: invoice.orderCount,
        totalCents: invoice.totalCents,
        createdAt: invoice.createdAt.toISOString(),
        payment: { status: paid ? 'paid' : 'unpaid', ...(!paid && payment?.paymentUrl ? { paymentUrl: payment.paymentUrl } : {}) },
      };
    });
  }
}
