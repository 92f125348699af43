import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { DataDeletionService, type DeletionRequestView } from './data-deletion.service.js';
import { PRIVACY_JOBS } from './privacy-jobs.js';
import type { StaffActor } from '../common/staff-actor.js';

/** Staff's side of deletion requests: record one and start the deletion job now rather than at the next hourly tick. */
@Injectable()
export class PrivacyRequestsService {
  constructor(
    private readonly deletions: DataDeletionService,
    @InjectQueue(QUEUES.privacy) private readonly queue: Queue,
  ) {}

  async create(email: string, note: string | undefined, actor: StaffActor): Promise<DeletionRequestView> {
    const request = await this.deletions.request(email, note, actor);
    await this.queue.add(
      PRIVACY_JOBS.dataDeletions.name,
      {},
      { jobId: `data-deletions-request-${request.id}`, removeOnComplete: true, removeOnFail: { count: 200 } },
    );
    return request;
  }

  list(take?: number, skip?: number): Promise<DeletionRequestView[]> {
    return this.deletions.list(take, skip);
  }

  count(): Promise<number> {
    return this.deletions.count();
  }

  countOpen(): Promise<number> {
    return this.deletions.countOpen();
  }
}
