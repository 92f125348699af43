import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { TranslationQuoteRequestsService } from './quote-requests.service.js';

export const OPEN_QUOTE_REQUESTS_JOB = { name: 'open-quote-requests', everyMs: 60_000 } as const;

/** One job scheduler, upserted by every worker at start: one run a minute however many workers run. */
@Injectable()
export class QuoteRequestsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.translations) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      OPEN_QUOTE_REQUESTS_JOB.name,
      { every: OPEN_QUOTE_REQUESTS_JOB.everyMs },
      { name: OPEN_QUOTE_REQUESTS_JOB.name, opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 100 } } },
    );
  }
}

/** Opens the missing translation quote requests, one run at a time. */
@Processor(QUEUES.translations, { concurrency: 1 })
export class QuoteRequestsProcessor extends QueueWorker {
  constructor(private readonly quoteRequests: TranslationQuoteRequestsService) {
    super(QUEUES.translations);
  }

  @HandlesJob(OPEN_QUOTE_REQUESTS_JOB.name)
  async openMissing(): Promise<number> {
    const opened = await this.quoteRequests.openMissing();
    if (opened > 0) this.logger.log(`${opened} translation quote requests opened`);
    return opened;
  }
}
