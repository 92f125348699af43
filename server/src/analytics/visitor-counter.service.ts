import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { calendarDateIn } from '@apostille/domain';
import { isbot } from 'isbot';
import { DataSource } from 'typeorm';
import { BUSINESS_TIME_ZONE } from '../ccpa/ccpa-deadlines.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** What the server knows of a page view: never stored, only hashed. */
export interface PageViewSignal {
  ipAddress: string | null;
  userAgent: string | undefined;
  /** Sec-GPC: 1 (Global Privacy Control) or DNT: 1 (Do Not Track). */
  optedOut: boolean;
  /** The visitor has just placed an order (the order confirmation page reports it). */
  converted: boolean;
}

export type PageViewOutcome = 'counted' | 'opted-out' | 'bot';

/**
 * Counts visitors of the customer site the way privacy-first analytics do: one row per visitor and
 * day under SHA-256(day's salt, address, user agent). The salt is random, made by whichever instance
 * needs it first, and deleted with the day, so yesterday's hashes cannot be recomputed by anyone.
 */
@Injectable()
export class VisitorCounterService {
  private salt: { day: string; value: Buffer } | null = null;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {}

  async record(signal: PageViewSignal, now = new Date()): Promise<PageViewOutcome> {
    if (signal.optedOut) return 'opted-out';
    const userAgent = signal.userAgent?.trim() ?? '';
    // No user agent at all is a script, not a browser.
    if (userAgent === '' || isbot(userAgent)) return 'bot';
    const day = calendarDateIn(now, BUSINESS_TIME_ZONE);
    const salt = await this.saltOf(day);
    const visitorHash = createHash('sha256')
      .update(salt)
      .update(`\n${signal.ipAddress ?? ''}\n${userAgent}`)
      .digest('base64url');
    await this.dataSource.query(
      `INSERT INTO site_visitors (day, visitor_hash, converted) VALUES ($1, $2, $3)
       ON CONFLICT (day, visitor_hash) DO UPDATE
          SET page_views = site_visitors.page_views + 1, converted = site_visitors.converted OR EXCLUDED.converted`,
      [day, visitorHash, signal.converted],
    );
    return 'counted';
  }

  private async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.value;
    const value = await this.unitOfWork.run(async (manager) => {
      // The first instance of the day writes the salt and drops the older ones; the others read it.
      await manager.query(`INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, [day, randomBytes(32)]);
      await manager.query(`DELETE FROM visitor_salts WHERE day < $1`, [day]);
      const [row]: { salt: Buffer }[] = await manager.query(`SELECT salt FROM visitor_salts WHERE day = $1`, [day]);
      return row.salt;
    });
    this.salt = { day, value };
    return value;
  }
}
