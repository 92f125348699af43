import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';

const JOB_HANDLERS = Symbol('jobHandlers');
type HandlerTable = Map<string, string | symbol>;
type WithHandlers = { [JOB_HANDLERS]?: HandlerTable };

/** Marks the method that runs the jobs of these names on a QueueWorker. */
export function HandlesJob(...names: string[]): MethodDecorator {
  return (target, key) => {
    const owner = target as WithHandlers;
    // Own table per class, copied from a parent's, so subclasses never write into each other's.
    const table: HandlerTable = new Map(Object.prototype.hasOwnProperty.call(owner, JOB_HANDLERS) ? owner[JOB_HANDLERS] : owner[JOB_HANDLERS]);
    for (const name of names) table.set(name, key);
    owner[JOB_HANDLERS] = table;
  };
}

/**
 * A queue's processor: each job goes to the method marked `@HandlesJob(job.name)` (an unknown
 * name fails the job, naming it). It lets the job in hand finish while the database pool is still
 * open (Nest would otherwise close the pool and the worker in the same phase), and logs the
 * worker's own errors (a lost connection to the queue backend, a job removed under it), after which
 * the worker carries on once the backend answers again.
 */
export abstract class QueueWorker extends WorkerHost implements BeforeApplicationShutdown {
  protected readonly logger: Logger;

  protected constructor(private readonly queueName: string) {
    super();
    this.logger = new Logger(`${queueName} worker`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  process(job: Job): Promise<unknown> {
    const key = (this as WithHandlers)[JOB_HANDLERS]?.get(job.name);
    const handler = key === undefined ? undefined : (this as unknown as Record<string | symbol, (job: Job) => Promise<unknown>>)[key];
    if (!handler) return Promise.reject(new Error(`unknown ${this.queueName} job ${job.name}`));
    return handler.call(this, job);
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`${this.queueName} queue worker: ${error.message}`);
  }
}
