import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { QUEUES } from '../queue/queue-names.js';
import { PasswordResetLinksService } from './password-reset-links.service.js';
import { PasswordResetProcessor } from './password-reset.processor.js';

/**
 * The queue as the API registers it to add jobs. A job holds an address until a worker takes it:
 * it is removed when done, and a failed one after a day.
 */
export const ACCOUNTS_QUEUE = BullModule.registerQueue({
  name: QUEUES.accounts,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } },
});

/** The accounts queue: password-reset links, issued by whichever process runs queue workers. */
@Module({})
export class PasswordResetLinksModule {
  static forRoot(options: { workers: boolean }): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [PasswordResetLinksService, PasswordResetProcessor] : [];
    return {
      module: PasswordResetLinksModule,
      imports: [ACCOUNTS_QUEUE],
      providers: workerProviders,
    };
  }
}
