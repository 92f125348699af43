import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CustomerLookupModule } from '../customers/customer-lookup.module.js';
import { InvoiceOrdersModule } from '../orders/invoice-orders.module.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { PaymentLinksModule } from '../payments/payment-links/payment-links.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { InvoicingClock } from './invoicing-clock.js';
import { InvoicingProcessor, InvoicingSchedulerService } from './invoicing-scheduler.service.js';
import { MonthlyInvoicesController } from './monthly-invoices.controller.js';
import { MonthlyInvoicesResolver } from './monthly-invoices.resolver.js';
import { MonthlyInvoicesService } from './monthly-invoices.service.js';

/**
 * Monthly invoices of the accounts billed monthly: the run, its schedule, staff's start and the
 * customer's list; owns `monthly_invoices`. A run writes payment links, so it lives in the API
 * processes beside the payment path, its schedule too (BullMQ gives each month's tick to one of
 * them), as cancellations' refunds do: the separate queue-worker process needs none of it.
 */
@Module({
  imports: [
    CustomerLookupModule,
    InvoiceOrdersModule,
    OrderLookupModule,
    PaymentLinksModule,
    // The run writes each account in its own transaction and skips what is written, so a retry an hour later is safe.
    BullModule.registerQueue({ name: QUEUES.invoicing, defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 3_600_000 } } }),
  ],
  controllers: [MonthlyInvoicesController],
  providers: [MonthlyInvoicesService, MonthlyInvoicesResolver, InvoicingClock, InvoicingSchedulerService, InvoicingProcessor],
})
export class InvoicingModule {}
