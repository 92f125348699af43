/**
 * The Analytics tab (requirements A2, A3): figures over the orders placed in a period and the
 * visitors of the customer site. Every figure's definition is in docs/decisions.md ("Analytics").
 */

/** Dates are calendar days (YYYY-MM-DD, the processing centre's time zone), both ends included. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export interface AnalyticsView {
  range: AnalyticsRange | null;
  /** ISO time of the rollups' last refresh: the figures include everything up to then. */
  asOf: string;
  /** Dollars: order totals plus paid extra charges, of the orders placed in the period. */
  totalRevenue: number;
  /** Dollars: totalRevenue ÷ the number of those orders (0 with none). */
  avgOrderValue: number;
  /** Distinct customer e-mail addresses among those orders (accounts and guests alike). */
  customerCount: number;
  /** Percent: visitors who placed an order ÷ visitors, same days (0 with no visitors). */
  conversionRate: number;
  visitors: number;
  convertedVisitors: number;
  /** Current status of each order placed in the period. */
  ordersByStatus: Record<string, number>;
  /** Dollars by service level (lightning, rush, fast). */
  revenueByService: Record<string, number>;
  /** Ranked, most orders first; at most ANALYTICS_TOP_DOCUMENT_TYPES. */
  topDocumentTypes: { type: string; count: number }[];
  /** The twelve calendar months ending with the range's last month (or this month), oldest first. */
  monthlyTrends: { month: string; orders: number; revenue: number }[];
}

export const ANALYTICS_TOP_DOCUMENT_TYPES = 10;
/** A longer range reads too much for an interactive screen; nobody plans on more than five years at once. */
export const ANALYTICS_MAX_RANGE_DAYS = 5 * 366;

export const ANALYTICS_MESSAGES = {
  fetchFailed: 'Failed to fetch analytics',
  /** (not quoted in spec) */
  invalidDate: 'Dates must be real calendar days written as YYYY-MM-DD',
  /** (not quoted in spec) */
  rangeOrder: 'The start date must not be after the end date',
  /** (not quoted in spec) */
  rangeTooLong: 'Choose a range of at most five years',
  /** (not quoted in spec) */
  rangeIncomplete: 'Give both a start and an end date, or neither',
  /** (not quoted in spec) */
  refreshed: 'Figures refreshed',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(value: string): number | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/** Checks an optional range; answers the message to show, or the range (null for "all time"). */
export function parseAnalyticsRange(from: unknown, to: unknown): { range: AnalyticsRange | null } | { error: string } {
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  if (!given(from) && !given(to)) return { range: null };
  if (!given(from) || !given(to)) return { error: ANALYTICS_MESSAGES.rangeIncomplete };
  if (typeof from !== 'string' || typeof to !== 'string') return { error: ANALYTICS_MESSAGES.invalidDate };
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return { error: ANALYTICS_MESSAGES.invalidDate };
  if (start > end) return { error: ANALYTICS_MESSAGES.rangeOrder };
  if (end - start + 1 > ANALYTICS_MAX_RANGE_DAYS) return { error: ANALYTICS_MESSAGES.rangeTooLong };
  return { range: { from, to } };
}

/** The twelve months (YYYY-MM) ending with the month of `lastDay` (YYYY-MM-DD), oldest first. */
export function trendMonths(lastDay: string): string[] {
  const [year, month] = lastDay.split('-').map(Number);
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Percent with two decimals (the tab shows one). */
export function conversionPercent(converted: number, visitors: number): number {
  return visitors > 0 ? Math.round((converted / visitors) * 10_000) / 100 : 0;
}
