import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { QUEUES } from '../queue/queue-names.js';
import { AnalyticsRollupsService } from './analytics-rollups.service.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsProcessor, AnalyticsSchedulerService } from './analytics.processor.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { AnalyticsService } from './analytics.service.js';
import { VisitorCounterService } from './visitor-counter.service.js';
import { VisitsController } from './visits.controller.js';

/** Staff analytics (GET /api/admin/analytics, Query.analytics), its rollups, and the customer site's visitor count. */
@Module({})
export class AnalyticsModule {
  /**
   * `http`: the routes and the GraphQL field (only in a process that serves HTTP: their rate-limit
   * guard lives with the HTTP modules); `workers`: the refresh job scheduler and its processor.
   */
  static forRoot(options: { workers: boolean; http: boolean }): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [AnalyticsSchedulerService, AnalyticsProcessor] : [];
    const httpProviders: Provider[] = options.http ? [AnalyticsService, AnalyticsResolver, VisitorCounterService] : [];
    return {
      module: AnalyticsModule,
      imports: [BullModule.registerQueue({ name: QUEUES.analytics, defaultJobOptions: { attempts: 2, backoff: { type: 'exponential', delay: 60_000 } } })],
      controllers: options.http ? [AnalyticsController, VisitsController] : [],
      providers: [AnalyticsRollupsService, ...httpProviders, ...workerProviders],
    };
  }
}
