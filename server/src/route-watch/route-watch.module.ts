import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { RouteWatchSchedulerService } from './route-watch-scheduler.service.js';
import { RouteWatchProcessor } from './route-watch.processor.js';
import { RouteWatchResolver } from './route-watch.resolver.js';
import { RouteWatchService } from './route-watch.service.js';

export interface RouteWatchOptions {
  /** Register the daily job scheduler and run its processor in this process. */
  workers: boolean;
}

/** The rule-change watch: open orders whose routes changed after they were placed, for staff and the customer. */
@Module({})
export class RouteWatchModule {
  static forRoot(options: RouteWatchOptions): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [RouteWatchSchedulerService, RouteWatchProcessor] : [];
    return {
      module: RouteWatchModule,
      imports: [
        OrderLookupModule,
        BullModule.registerQueue({ name: QUEUES.routeWatch, defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } }),
      ],
      providers: [RouteWatchService, RouteWatchResolver, ...workerProviders],
      exports: [RouteWatchService],
    };
  }
}
