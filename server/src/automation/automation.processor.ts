import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { AutomationEngineService } from './automation-engine.service.js';
import { TIME_FACTS_JOB } from './automation-scheduler.service.js';
import { TimeFactsService } from './time-facts.service.js';
import type { AutomationEventJob } from './automation-relay.service.js';

/**
 * Jobs at once per worker process. Each job is a batch of events in one transaction, mostly waiting
 * on PostgreSQL round trips: a few side by side keep both the worker and the database busy. Two
 * batches that share an order meet on its lock (taken in id order, so they cannot deadlock).
 */
export const AUTOMATION_CONCURRENCY = 4;

/** Domain events through the rules, and the time-based check's ticks. */
@Processor(QUEUES.automation, { concurrency: AUTOMATION_CONCURRENCY })
export class AutomationProcessor extends QueueWorker {
  constructor(
    private readonly engine: AutomationEngineService,
    private readonly timeFacts: TimeFactsService,
  ) {
    super(QUEUES.automation);
  }

  @HandlesJob('events', 'event')
  async handleEvents(job: Job<AutomationEventJob>): Promise<void> {
    await this.engine.handleEvents('eventIds' in job.data ? job.data.eventIds : [job.data.eventId]);
  }

  @HandlesJob(TIME_FACTS_JOB)
  noticeDueFacts(): Promise<unknown> {
    return this.timeFacts.noticeDueFacts(new Date());
  }
}
