import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { INVOICING_JOBS } from './invoicing-jobs.js';
import { MonthlyInvoicesService } from './monthly-invoices.service.js';

/** Registers the run of the 1st; upserted by id, so every worker registers it and each month runs once. */
@Injectable()
export class InvoicingSchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('InvoicingScheduler');

  constructor(@InjectQueue(QUEUES.invoicing) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const job = INVOICING_JOBS.monthlyRun;
    await this.queue.upsertJobScheduler(
      job.name,
      { pattern: job.pattern, tz: job.tz },
      { name: job.name, opts: { removeOnComplete: { count: 24 }, removeOnFail: { count: 100 } } },
    );
    this.logger.log(`monthly invoice run scheduled: ${job.name} (${job.pattern} ${job.tz})`);
  }
}

/** Runs the monthly invoice run, one at a time; a retry writes only what the failed attempt did not. */
@Processor(QUEUES.invoicing, { concurrency: 1 })
export class InvoicingProcessor extends QueueWorker {
  constructor(private readonly invoices: MonthlyInvoicesService) {
    super(QUEUES.invoicing);
  }

  @HandlesJob(INVOICING_JOBS.monthlyRun.name)
  runMonthlyInvoices(): Promise<unknown> {
    return this.invoices.runPreviousMonth();
  }
}
