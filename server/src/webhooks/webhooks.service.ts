import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_MESSAGES, type WebhookDeliveryView, type WebhookEndpointView, type WebhookEventType } from '@apostille/domain';
import { In } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { WebhookAttempt } from './entities/webhook-attempt.entity.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookUrlRefused, parseWebhookUrl, resolveWebhookTarget } from './webhook-address.js';
import { WebhookClock } from './webhook-clock.js';
import { WebhookSecrets, newWebhookSecret } from './webhook-secrets.js';

/** Deliveries the log shows: the newest of the account's. */
const LOG_LENGTH = 50;

const endpointView = (endpoint: WebhookEndpoint): WebhookEndpointView => ({ id: endpoint.id, url: endpoint.url, createdAt: endpoint.createdAt.toISOString() });

/** An account's webhook endpoints and their delivery log: registered, listed, deleted, replayed by the owner only. */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');
  private readonly secrets: WebhookSecrets;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly customers: CustomerLookupService,
    private readonly audit: AuditService,
    private readonly clock: WebhookClock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.secrets = new WebhookSecrets(config.twoFactorEncryptionKey);
  }

  async listEndpoints(customerId: number): Promise<WebhookEndpointView[]> {
    const endpoints = await this.unitOfWork.manager.getRepository(WebhookEndpoint).find({ where: { customerId }, order: { id: 'ASC' } });
    return endpoints.map(endpointView);
  }

  /**
   * A new endpoint with its signing secret, in this answer only. The URL is checked as typed, then
   * resolved and every address checked (no private or reserved networks); at most
   * WEBHOOK_MAX_ENDPOINTS per account however many requests meet.
   */
  async createEndpoint(customerId: number, rawUrl: unknown): Promise<WebhookEndpointView & { secret: string }> {
    const allowLoopback = this.config.webhooksAllowLoopbackHttp;
    let url: URL;
    try {
      url = parseWebhookUrl(rawUrl, allowLoopback);
    } catch (error) {
      throw refusal(error);
    }
    await this.requireWholesale(customerId);
    try {
      await resolveWebhookTarget(url, allowLoopback);
    } catch (error) {
      throw refusal(error);
    }
    const secret = newWebhookSecret();
    return this.unitOfWork.run(async (manager) => {
      // One writer per account at a time, so two requests cannot both pass the count.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('webhook-endpoints:' || $1::text))`, [customerId]);
      const repository = manager.getRepository(WebhookEndpoint);
      if ((await repository.count({ where: { customerId } })) >= WEBHOOK_MAX_ENDPOINTS) throw new ConflictException(WEBHOOK_MESSAGES.tooMany);
      const endpoint = await repository.save(repository.create({ customerId, url: url.toString(), secretEncrypted: this.secrets.encrypt(secret) }));
      await this.audit.record({ actorType: 'customer', actorId: customerId, action: 'webhook.endpoint_created', details: { endpointId: endpoint.id } });
      this.logger.log(`customer ${customerId} registered webhook endpoint ${endpoint.id}`);
      return { ...endpointView(endpoint), secret };
    });
  }

  /** Deletes the endpoint with its delivery log; nothing more is sent to it. */
  async deleteEndpoint(customerId: number, id: number): Promise<WebhookEndpointView> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(WebhookEndpoint);
      const endpoint = await repository.findOne({ where: { id, customerId }, lock: { mode: 'pessimistic_write' } });
      if (!endpoint) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
      await repository.delete(id);
      await this.audit.record({ actorType: 'customer', actorId: customerId, action: 'webhook.endpoint_deleted', details: { endpointId: id } });
      return endpointView(endpoint);
    });
  }

  /** The account's newest deliveries with their attempts, newest first. */
  async listDeliveries(customerId: number): Promise<WebhookDeliveryView[]> {
    const manager = this.unitOfWork.manager;
    const deliveries = await manager.getRepository(WebhookDelivery).find({ where: { customerId }, order: { id: 'DESC' }, take: LOG_LENGTH });
    return this.views(deliveries);
  }

  /**
   * A new attempt of one of the account's deliveries, with the same event id and a new signature
   * timestamp, and a fresh retry schedule. A delivery whose attempt is already queued is left as it is.
   */
  async replay(customerId: number, id: number): Promise<WebhookDeliveryView> {
    const delivery = await this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(WebhookDelivery);
      const found = await repository.findOne({ where: { id, customerId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new NotFoundException(WEBHOOK_MESSAGES.deliveryNotFound);
      if (found.status === 'queued') return found;
      Object.assign(found, { status: 'pending', attempts: 0, nextAttemptAt: this.clock.now(), queuedAt: null });
      await repository.update(id, { status: found.status, attempts: 0, nextAttemptAt: found.nextAttemptAt, queuedAt: null });
      await this.audit.record({ actorType: 'customer', actorId: customerId, action: 'webhook.delivery_replayed', details: { deliveryId: id } });
      return found;
    });
    const [view] = await this.views([delivery]);
    return view;
  }

  private async views(deliveries: WebhookDelivery[]): Promise<WebhookDeliveryView[]> {
    if (deliveries.length === 0) return [];
    const manager = this.unitOfWork.manager;
    const attempts = await manager
      .getRepository(WebhookAttempt)
      .find({ where: { deliveryId: In(deliveries.map((delivery) => delivery.id)) }, order: { id: 'ASC' } });
    const endpoints = await manager.getRepository(WebhookEndpoint).find({
      select: { id: true, url: true },
      where: { id: In([...new Set(deliveries.map((delivery) => delivery.endpointId))]) },
    });
    const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
    return deliveries.map((delivery) => ({
      id: delivery.id,
      endpointId: delivery.endpointId,
      url: urls.get(delivery.endpointId) ?? '',
      eventId: delivery.eventId,
      type: delivery.type as WebhookEventType,
      // 'queued' is the relay's word for an attempt about to be made: still pending to the owner.
      status: delivery.status === 'queued' ? 'pending' : delivery.status,
      payload: delivery.payload,
      createdAt: delivery.createdAt.toISOString(),
      nextAttemptAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map((attempt) => ({
          attemptedAt: attempt.attemptedAt.toISOString(),
          statusCode: attempt.statusCode,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
    }));
  }

  private async requireWholesale(customerId: number): Promise<void> {
    const customer = await this.customers.byId(customerId);
    if (!customer || customer.accountType !== 'wholesale' || !customer.emailVerified) throw new ForbiddenException(WEBHOOK_MESSAGES.wholesaleOnly);
  }
}

function refusal(error: unknown): Error {
  return error instanceof WebhookUrlRefused ? new BadRequestException(error.message) : (error as Error);
}
