import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { HandlesJob, QueueWorker } from '../queue/queue-worker.js';
import { AutomationEngineService } from './automation-engine.service.js';
import { TIME_FACTS_JOB } from './automation-scheduler.service.js';
import { TimeFactsService } from './time-facts.service.js';
import type { AutomationEventJob } from './automation-relay.service.js';

/** Domain events through the rules, and the time-based check's ticks. */
@Processor(QUEUES.automation, { concurrency: 2 })
export class AutomationProcessor extends QueueWorker {
  constructor(
    private readonly engine: AutomationEngineService,
    private readonly timeFacts: TimeFactsService,
  ) {
    super(QUEUES.automation);
  }

  @HandlesJob('event')
  async handleEvent(job: Job<AutomationEventJob>): Promise<void> {
    await this.engine.handleEvent(job.data.eventId);
  }

  @HandlesJob(TIME_FACTS_JOB)
  noticeDueFacts(): Promise<unknown> {
    return this.timeFacts.noticeDueFacts(new Date());
  }
}
