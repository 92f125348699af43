import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { RateLimitStore } from '../common/throttling/rate-limit.store.js';
import { DocumentStorage } from '../storage/document-storage.js';

/** Health answers within a few seconds whatever is down: a probe that hangs is worse than one that says why. */
const QUEUE_CHECK_TIMEOUT_MS = 2000;

@ApiTags('health')
@Allow(Permission.Public)
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @InjectQueue(QUEUES.mail) private readonly mailQueue: Queue,
    private readonly outbox: OutboxService,
    private readonly rateLimits: RateLimitStore,
    private readonly storage: DocumentStorage,
  ) {}

  /**
   * 503 only when the product cannot serve: PostgreSQL, where every order and message is kept, does
   * not answer, or documents cannot be stored (no order can be placed). A queue backend (Redis) that does not answer is reported as `degraded` with the
   * reason, and the answer stays 200: orders and messages are still taken (their e-mails wait in the
   * outbox) and rate limits are counted in each process meanwhile.
   */
  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 3000 }),
      () => this.storageCheck(),
      () => this.queueCheck(),
      () => this.rateLimitCheck(),
    ]);
  }

  /** Documents that cannot be stored mean no order can be placed: down, 503. */
  private async storageCheck() {
    const indicator = this.indicators.check('storage');
    const state = await this.storage.health();
    return state.writable ? indicator.up() : indicator.down({ message: state.message ?? 'documents cannot be written' });
  }

  private async queueCheck() {
    const indicator = this.indicators.check('queue');
    // Mail the per-recipient cap held back is never dropped silently: operators see how much, here and in the log.
    const suppressedLastHour = await this.outbox.suppressedInLastHour().catch(() => null);
    try {
      const counts = await Promise.race([
        this.mailQueue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the queue backend did not answer in time')), QUEUE_CHECK_TIMEOUT_MS).unref()),
      ]);
      return indicator.up({ mail: { ...counts, suppressedLastHour } });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return indicator.up({ degraded: true, message: `${reason}: e-mails wait in the outbox and go out once it answers`, mail: { suppressedLastHour } });
    }
  }

  private rateLimitCheck() {
    const state = this.rateLimits.health();
    return this.indicators.check('rateLimits').up({ ...state, degraded: state.fallingBack });
  }
}
