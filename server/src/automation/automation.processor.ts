import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { AutomationEngineService } from './automation-engine.service.js';
import type { AutomationEventJob } from './automation-relay.service.js';

@Processor(QUEUES.automation, { concurrency: 2 })
export class AutomationProcessor extends WorkerHost implements BeforeApplicationShutdown {
  constructor(private readonly engine: AutomationEngineService) {
    super();
  }

  /** Lets the job in hand finish while the database pool is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job<AutomationEventJob>): Promise<void> {
    await this.engine.handleEvent(job.data.eventId);
  }
}
