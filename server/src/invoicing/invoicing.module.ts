import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
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

export interface InvoicingOptions {
  /** Register the run of the 1st and its processor in this process. */
  workers: boolean;
}

/** Monthly invoices of the accounts billed monthly: the run, its schedule, staff's start and the customer's list; owns `monthly_invoices`. */
@Module({})
export class InvoicingModule {
  static forRoot(options: InvoicingOptions): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [InvoicingSchedulerService, InvoicingProcessor] : [];
    // Only processes that run workers use the queue (staff's run is a direct call): an API process keeps no pool for it.
    const queue = options.workers
      ? // The run writes each account in its own transaction and skips what is written, so a retry an hour later is safe.
        [BullModule.registerQueue({ name: QUEUES.invoicing, defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 3_600_000 } } })]
      : [];
    return {
      module: InvoicingModule,
      imports: [CustomerLookupModule, InvoiceOrdersModule, OrderLookupModule, PaymentLinksModule, ...queue],
      controllers: [MonthlyInvoicesController],
      providers: [MonthlyInvoicesService, MonthlyInvoicesResolver, InvoicingClock, ...workerProviders],
    };
  }
}
