import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queue/queue-names.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { OutboxService } from '../notifications/outbox.service.js';

const QUEUE_CHECK_TIMEOUT_MS = 3000;

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
  ) {}

  /** 200 with status ok when PostgreSQL and the queue backend answer; 503 naming the failing part otherwise. */
  @Get()
  @HealthCheck()
  check() {
    return this.health.check([() => this.database.pingCheck('database', { timeout: 3000 }), () => this.queueCheck()]);
  }

  private async queueCheck() {
    const indicator = this.indicators.check('queue');
    try {
      const counts = await Promise.race([
        this.mailQueue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('queue backend did not answer in time')), QUEUE_CHECK_TIMEOUT_MS).unref()),
      ]);
      // Mail the per-recipient cap held back is never dropped silently: operators see how much, here and in the log.
      const suppressedLastHour = await this.outbox.suppressedInLastHour().catch(() => null);
      return indicator.up({ mail: { ...counts, suppressedLastHour } });
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}
