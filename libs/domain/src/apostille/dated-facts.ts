import { DomainValidationError } from '../errors';

/**
 * Building blocks of the route data: every fact the product quotes (a treaty date, an office's fee,
 * a processing time) carries where it comes from and the day it was last checked, because these
 * facts change and a stale one sends documents down the wrong route.
 */

/** A public page a fact was read from. */
export interface SourceRef {
  readonly title: string;
  readonly url: string;
}

/** Provenance shared by every data entry. */
export interface Provenance {
  /** Day ('YYYY-MM-DD') the entry was last checked against its sources. */
  readonly asOf: string;
  readonly sources: readonly SourceRef[];
  /** False when the sources do not settle the fact; `note` then says what is missing. */
  readonly verified: boolean;
  readonly note?: string;
}

/**
 * Typical processing time of one office, in business days. `maxBusinessDays` is null when the source
 * gives no upper bound ("allow at least five business days").
 */
export interface ProcessingTime {
  readonly minBusinessDays: number;
  readonly maxBusinessDays: number | null;
  readonly asOf: string;
  readonly source: SourceRef;
  readonly verified: boolean;
  readonly note?: string;
}

/**
 * Entries older than this many days fail the data-age test: the office pages and the treaty
 * status change several times a year, so a yearly review (plus slack) is the least we accept.
 */
export const ROUTE_DATA_MAX_AGE_DAYS = 400;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(x: unknown): x is string {
  return typeof x === 'string' && ISO_DAY.test(x) && new Date(`${x}T00:00:00Z`).toISOString().slice(0, 10) === x;
}

/** Whole days from `asOf` to the UTC day of `today` (negative when `asOf` is in the future). */
export function dataAgeDays(asOf: string, today: Date): number {
  if (!isIsoDay(asOf)) throw new DomainValidationError(`Not a calendar day: ${String(asOf)}`, 'asOf');
  if (!(today instanceof Date) || Number.isNaN(today.getTime())) throw new DomainValidationError('Invalid date', 'today');
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((todayUtc - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000);
}

/** True when data checked on `asOf` is older than `maxAgeDays` on `today`. */
export function isStale(asOf: string, today: Date, maxAgeDays: number = ROUTE_DATA_MAX_AGE_DAYS): boolean {
  return dataAgeDays(asOf, today) > maxAgeDays;
}
