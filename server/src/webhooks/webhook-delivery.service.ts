import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SIGNATURE_HEADER, webhookRetryAt, type WebhookStatusChangedPayload } from '@apostille/domain';
import { DataSource, In } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OnDomainEvent } from '../events/domain-event-bus.js';
import type { NewDomainEvent } from '../events/domain-event-publisher.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { WebhookAttempt } from './entities/webhook-attempt.entity.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookUrlRefused, resolveWebhookTarget } from './webhook-address.js';
import { WebhookClock } from './webhook-clock.js';
import { postWebhook, type SendOutcome } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';
import { WebhookSecrets } from './webhook-secrets.js';

/** A delivery the relay put on the queue: its id and when it was claimed (the job's id). */
export interface ClaimedDelivery {
  id: number;
  queued_us: string;
}

/**
 * Writes a delivery per endpoint for each order status change (in the change's transaction), and
 * makes the attempts: signed POST, logged, then delivered, due again after the retry delay, or
 * given up after WEBHOOK_MAX_ATTEMPTS.
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger('Webhooks');
  private readonly secrets: WebhookSecrets;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderLookupService,
    private readonly customers: CustomerLookupService,
    private readonly clock: WebhookClock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.secrets = new WebhookSecrets(config.twoFactorEncryptionKey);
  }

  /** One delivery per endpoint of the order's account (a confirmed wholesale one), due now. */
  @OnDomainEvent('order.status_changed')
  async recordStatusChanges(events: readonly NewDomainEvent[]): Promise<void> {
    const owners = await this.orders.ownersOf(events.map((event) => event.payload.orderId));
    const customerIds = [...new Set([...owners.values()].map((owner) => owner.customerId).filter((id): id is number => id !== null))];
    if (customerIds.length === 0) return;
    const manager = this.unitOfWork.manager;
    const endpoints = await manager.getRepository(WebhookEndpoint).find({ select: { id: true, customerId: true }, where: { customerId: In(customerIds) } });
    if (endpoints.length === 0) return;
    const wholesale = await this.customers.confirmedWholesaleIds([...new Set(endpoints.map((endpoint) => endpoint.customerId))]);
    const now = this.clock.now();
    const rows: Partial<WebhookDelivery>[] = [];
    for (const event of events) {
      const owner = owners.get(event.payload.orderId);
      if (!owner?.customerId || !wholesale.has(owner.customerId)) continue;
      const payload: WebhookStatusChangedPayload = {
        orderNumber: owner.orderNumber,
        previousStatus: String(event.payload.from),
        status: String(event.payload.to),
        changedAt: now.toISOString(),
        customerReference: owner.customerReference,
      };
      const eventId = randomUUID();
      for (const endpoint of endpoints.filter((candidate) => candidate.customerId === owner.customerId)) {
        rows.push({
          endpointId: endpoint.id,
          customerId: owner.customerId,
          eventId,
          type: 'order.status_changed',
          payload,
          status: 'pending',
          nextAttemptAt: now,
        });
      }
    }
    if (rows.length > 0) await manager.getRepository(WebhookDelivery).insert(rows);
  }

  /**
   * Claims due deliveries (and ones queued so long ago that their job was lost) for the queue,
   * SKIP LOCKED so relays of several workers never claim one twice.
   */
  async claimDue(limit: number): Promise<ClaimedDelivery[]> {
    const [claimed] = await this.dataSource.query<[ClaimedDelivery[], number]>(
      `UPDATE webhook_deliveries SET status = 'queued', queued_at = $2
        WHERE id IN (
          SELECT id FROM webhook_deliveries
           WHERE (status = 'pending' AND next_attempt_at <= $2)
              OR (status = 'queued' AND queued_at < $2::timestamptz - $3::int * interval '1 millisecond')
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, (extract(epoch FROM queued_at) * 1000000)::bigint::text AS queued_us`,
      [limit, this.clock.now(), this.config.outboxRequeueAfterMs],
    );
    return claimed;
  }

  /** Gives claimed rows back when they could not be queued. */
  async unclaim(ids: number[]): Promise<void> {
    await this.dataSource.query(`UPDATE webhook_deliveries SET status = 'pending', queued_at = NULL WHERE id = ANY($1) AND status = 'queued'`, [ids]);
  }

  /** One attempt of a queued delivery; a delivery no longer queued (deleted, replayed, done) is skipped. */
  async attempt(deliveryId: number): Promise<void> {
    const delivery = await this.dataSource.getRepository(WebhookDelivery).findOne({ where: { id: deliveryId, status: 'queued' } });
    if (!delivery) return;
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOne({ where: { id: delivery.endpointId } });
    if (!endpoint) return;
    const attemptedAt = this.clock.now();
    const body = JSON.stringify({ id: delivery.eventId, type: delivery.type, createdAt: delivery.createdAt.toISOString(), data: delivery.payload });
    const started = performance.now();
    const outcome = await this.send(endpoint, delivery.eventId, body, Math.floor(attemptedAt.getTime() / 1000));
    const durationMs = Math.round(performance.now() - started);
    const attempts = delivery.attempts + 1;
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const retryAt = delivered ? null : webhookRetryAt(attempts, attemptedAt);
    const status = delivered ? 'delivered' : retryAt ? 'pending' : 'failed';
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(WebhookAttempt).insert({ deliveryId, attemptedAt, statusCode: outcome.statusCode, error: outcome.error, durationMs });
      // Only the claim this attempt belongs to: a replay or requeue meanwhile keeps its own state.
      await manager
        .getRepository(WebhookDelivery)
        .update({ id: deliveryId, status: 'queued', attempts: delivery.attempts }, { status, attempts, nextAttemptAt: retryAt, queuedAt: null });
    });
    if (status === 'failed') {
      this.logger.error(
        `webhook delivery ${deliveryId} (event ${delivery.eventId}) to endpoint ${endpoint.id} of customer ${endpoint.customerId} given up after ${WEBHOOK_MAX_ATTEMPTS} attempts: ${outcome.error ?? `HTTP ${outcome.statusCode}`}`,
      );
    }
  }

  /** Checks the address again (DNS may have changed since registration) and POSTs to the address checked. */
  private async send(endpoint: WebhookEndpoint, eventId: string, body: string, unixSeconds: number): Promise<SendOutcome> {
    let target;
    try {
      target = await resolveWebhookTarget(new URL(endpoint.url), this.config.webhooksAllowLoopbackHttp);
    } catch (error) {
      return { statusCode: null, error: error instanceof WebhookUrlRefused ? `refused: ${error.message}` : 'address check failed' };
    }
    const headers = {
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(this.secrets.decrypt(endpoint.secretEncrypted), body, unixSeconds),
      [WEBHOOK_EVENT_ID_HEADER]: eventId,
    };
    return postWebhook(target, body, headers, this.config.webhookTimeoutMs);
  }
}
