import type { Job } from 'bullmq';
import { HandlesJob, QueueWorker } from './queue-worker.js';

class Clock extends QueueWorker {
  constructor() {
    super('clock');
  }

  @HandlesJob('tick', 'tock')
  tick(job: Job): Promise<string> {
    return Promise.resolve(`handled ${job.name}`);
  }
}

class Other extends QueueWorker {
  constructor() {
    super('other');
  }

  @HandlesJob('ring')
  ring(): Promise<string> {
    return Promise.resolve('rang');
  }
}

const job = (name: string) => ({ name }) as Job;

describe('QueueWorker', () => {
  it('sends each job to the method marked for its name', async () => {
    await expect(new Clock().process(job('tick'))).resolves.toBe('handled tick');
    await expect(new Clock().process(job('tock'))).resolves.toBe('handled tock');
    await expect(new Other().process(job('ring'))).resolves.toBe('rang');
  });

  it('fails a job of a name no method handles, naming the queue and the job, and keeps classes apart', async () => {
    await expect(new Clock().process(job('ring'))).rejects.toThrow('unknown clock job ring');
    await expect(new Other().process(job('tick'))).rejects.toThrow('unknown other job tick');
  });
});
