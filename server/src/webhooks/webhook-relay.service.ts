import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { DatabaseNotifications, NOTIFY_CHANNELS } from '../queue/database-notifications.js';
import { PollingRelay, RELAY_BATCH_SIZE } from '../queue/polling-relay.js';
import { QUEUES } from '../queue/queue-names.js';
import { WebhookDeliveryService } from './webhook-delivery.service.js';

export type WebhookJob = { deliveryId: number };

/**
 * Moves due deliveries onto the webhooks queue, one job each (an attempt may wait 10 s on a slow
 * receiver, so deliveries are never batched behind one another). New deliveries wake it (the
 * table's insert trigger notifies); retries are polled, since a due time is a moment, not an insert.
 */
@Injectable()
export class WebhookRelayService extends PollingRelay {
  constructor(
    private readonly deliveries: WebhookDeliveryService,
    @InjectQueue(QUEUES.webhooks) private readonly queue: Queue<WebhookJob>,
    @Inject(APP_CONFIG) config: ResolvedConfig,
    notifications: DatabaseNotifications,
  ) {
    super('webhook relay', config.outboxPollMs, { notifications, channel: NOTIFY_CHANNELS.webhookDeliveries });
  }

  protected async claimAndEnqueue(): Promise<number> {
    const claimed = await this.deliveries.claimDue(RELAY_BATCH_SIZE);
    if (claimed.length === 0) return 0;
    try {
      // The claim's time in the job id: a delivery claimed again (a retry, a replay) is a new job, not one BullMQ still keeps.
      await this.queue.addBulk(
        claimed.map(({ id, queued_us }) => ({ name: 'deliver', data: { deliveryId: id }, opts: { jobId: `webhook-${id}-${queued_us}` } })),
      );
    } catch (error) {
      await this.deliveries.unclaim(claimed.map(({ id }) => id));
      throw error;
    }
    return claimed.length;
  }
}
