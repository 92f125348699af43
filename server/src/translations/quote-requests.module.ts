import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { QUEUES } from '../queue/queue-names.js';
import { QuoteRequestsProcessor, QuoteRequestsScheduler } from './quote-request.jobs.js';
import { TranslationQuoteRequestsService } from './quote-requests.service.js';

/**
 * Translation quote requests opened for new add-on orders. The Translations tab uses the service;
 * with `workers`, a job scheduler runs it every minute in the queue-worker process (never in API
 * processes that run no queue work).
 */
@Module({})
export class TranslationQuoteRequestsModule {
  static forRoot(options: { workers: boolean }): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [QuoteRequestsScheduler, QuoteRequestsProcessor] : [];
    return {
      module: TranslationQuoteRequestsModule,
      global: true,
      imports: [BullModule.registerQueue({ name: QUEUES.translations })],
      providers: [TranslationQuoteRequestsService, ...workerProviders],
      exports: [TranslationQuoteRequestsService],
    };
  }
}
