import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { calendarDateIn } from '@apostille/domain';
import { isbot } from 'isbot';
import { BUSINESS_TIME_ZONE } from '../ccpa/ccpa-deadlines.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { networkPrefix } from './network-prefix.js';

/** What the server knows of a page view: never stored, only hashed. */
export interface PageViewSignal {
  ipAddress: string | null;
  userAgent: string | undefined;
  /** Sec-GPC: 1 (Global Privacy Control) or DNT: 1 (Do Not Track). */
  optedOut: boolean;
  /** The visitor has just placed an order (the order confirmation page reports it). */
  converted: boolean;
}

export type PageViewOutcome = 'counted' | 'opted-out' | 'bot' | 'network-capped';

/**
 * What one network (IPv4 /24, IPv6 /64) may add in a day: new visitors, and visitors reported as
 * converted. A household or an office stays well under both; a client that changes its user agent
 * on every page view to inflate the figures stops at them.
 */
export const VISITORS_PER_NETWORK_PER_DAY = 20;
export const CONVERSIONS_PER_NETWORK_PER_DAY = 5;
/** Page views one visitor adds in a day; more is a script reloading a page, not reading. */
export const PAGE_VIEWS_PER_VISITOR_PER_DAY = 500;

/**
 * Counts visitors of the customer site the way privacy-first analytics do: one row per visitor and
 * day under SHA-256(day's salt, address, user agent). The salt is random, made by whichever instance
 * needs it first, and deleted with the day, so yesterday's hashes cannot be recomputed by anyone.
 * Each network's new visitors, conversions and each visitor's page views are capped per day.
 */
@Injectable()
export class VisitorCounterService {
  private salt: { day: string; value: Buffer } | null = null;

  constructor(private readonly unitOfWork: UnitOfWork) {}

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
    const networkHash = createHash('sha256')
      .update(salt)
      .update(`\nnetwork\n${networkPrefix(signal.ipAddress)}`)
      .digest('base64url');
    return this.unitOfWork.run(async (manager) => {
      // The network's row is locked first: page views of one network are counted one at a time, so
      // simultaneous ones cannot pass a cap together.
      await manager.query(`INSERT INTO visitor_networks (day, network_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [day, networkHash]);
      const [network]: { visitors: number; conversions: number }[] = await manager.query(
        `SELECT visitors, conversions FROM visitor_networks WHERE day = $1 AND network_hash = $2 FOR UPDATE`,
        [day, networkHash],
      );
      const [visitor]: { converted: boolean }[] = await manager.query(`SELECT converted FROM site_visitors WHERE day = $1 AND visitor_hash = $2`, [
        day,
        visitorHash,
      ]);
      if (!visitor && network.visitors >= VISITORS_PER_NETWORK_PER_DAY) return 'network-capped';
      const converts = signal.converted && !visitor?.converted && network.conversions < CONVERSIONS_PER_NETWORK_PER_DAY;
      await manager.query(
        `INSERT INTO site_visitors (day, visitor_hash, converted) VALUES ($1, $2, $3)
         ON CONFLICT (day, visitor_hash) DO UPDATE
            SET page_views = least(site_visitors.page_views + 1, $4), converted = site_visitors.converted OR EXCLUDED.converted`,
        [day, visitorHash, converts, PAGE_VIEWS_PER_VISITOR_PER_DAY],
      );
      await manager.query(`UPDATE visitor_networks SET visitors = visitors + $3, conversions = conversions + $4 WHERE day = $1 AND network_hash = $2`, [
        day,
        networkHash,
        visitor ? 0 : 1,
        converts ? 1 : 0,
      ]);
      return 'counted' as const;
    });
  }

  private async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.value;
    const value = await this.unitOfWork.run(async (manager) => {
      // The first instance of the day writes the salt and drops the older ones; the others read it.
      await manager.query(`INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, [day, randomBytes(32)]);
      await manager.query(`DELETE FROM visitor_salts WHERE day < $1`, [day]);
      await manager.query(`DELETE FROM visitor_networks WHERE day < $1`, [day]);
      const [row]: { salt: Buffer }[] = await manager.query(`SELECT salt FROM visitor_salts WHERE day = $1`, [day]);
      return row.salt;
    });
    this.salt = { day, value };
    return value;
  }
}
