import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { ROUTE_WATCH_JOBS } from './route-watch-jobs.js';
import { RouteWatchService } from './route-watch.service.js';

/** Runs the daily route check, one at a time. */
@Processor(QUEUES.routeWatch, { concurrency: 1 })
export class RouteWatchProcessor extends QueueWorker {
  constructor(private readonly watch: RouteWatchService) {
    super(QUEUES.routeWatch);
  }

  @HandlesJob(ROUTE_WATCH_JOBS.dailyCheck.name)
  checkRoutes(): Promise<unknown> {
    return this.watch.check(new Date());
  }
}
