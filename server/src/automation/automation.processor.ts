import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { AutomationEngineService } from './automation-engine.service.js';
import { TIME_FACTS_JOB } from './automation-scheduler.service.js';
import { TimeFactsService } from './time-facts.service.js';
import type { AutomationEventJob } from './automation-relay.service.js';

@Processor(QUEUES.automation, { concurrency: 2 })
export class AutomationProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AutomationWorker');

  constructor(
    private readonly engine: AutomationEngineService,
    private readonly timeFacts: TimeFactsService,
  ) {
    super();
  }

  /** Lets the job in hand finish while the database pool is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<AutomationEventJob>): Promise<unknown> {
    if (job.name === TIME_FACTS_JOB) return this.timeFacts.noticeDueFacts(new Date());
    await this.engine.handleEvent(job.data.eventId);
    return undefined;
  }

  /**
   * A worker's own errors (a lost connection to the queue backend, a job removed under it): logged,
   * never left unhandled, and the worker carries on once the backend answers again.
   */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`automation queue worker: ${error.message}`);
  }
}
