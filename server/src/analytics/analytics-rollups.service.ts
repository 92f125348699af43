import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';

/** The rollups the Analytics tab reads (migration AnalyticsRollups1766870000000). */
export const ANALYTICS_ROLLUPS = [
  'analytics_order_days',
  'analytics_document_type_days',
  'analytics_customer_days',
  'analytics_customer_totals',
  'analytics_visitor_days',
] as const;

/** How often the job scheduler refreshes them (cron, UTC): figures are at most this old unless staff refresh. */
export const ANALYTICS_REFRESH_JOB = { name: 'analytics-refresh', pattern: '*/10 * * * *' } as const;

/**
 * Refreshes the analytics rollups CONCURRENTLY (readers keep the previous figures meanwhile), one
 * refresh at a time across every instance (an advisory lock; a second caller waits and then finds
 * the figures fresh), and records when.
 */
@Injectable()
export class AnalyticsRollupsService {
  private readonly logger = new Logger('AnalyticsRollups');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {}

  async refresh(): Promise<{ refreshedAt: string; ms: number }> {
    const started = performance.now();
    const refreshedAt = await this.unitOfWork.run(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('analytics-rollups'))`);
      for (const view of ANALYTICS_ROLLUPS) await manager.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY "${view}"`);
      await manager.query(`UPDATE analytics_refreshes SET refreshed_at = now() WHERE id = 1`);
      const [row]: { refreshed_at: Date }[] = await manager.query(`SELECT refreshed_at FROM analytics_refreshes WHERE id = 1`);
      return row.refreshed_at.toISOString();
    });
    const ms = Math.round(performance.now() - started);
    this.logger.log(`analytics rollups refreshed in ${ms} ms`);
    return { refreshedAt, ms };
  }

  async refreshedAt(): Promise<string> {
    const [row]: { refreshed_at: Date }[] = await this.dataSource.query(`SELECT refreshed_at FROM analytics_refreshes WHERE id = 1`);
    return row.refreshed_at.toISOString();
  }
}
