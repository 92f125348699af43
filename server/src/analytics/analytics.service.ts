import { BadRequestException, Injectable } from '@nestjs/common';
import {
  ANALYTICS_TOP_DOCUMENT_TYPES,
  parseAnalyticsRange,
  type AnalyticsRange,
  type AnalyticsView,
  calendarDateIn,
  centsToDollars,
  conversionPercent,
  trendMonths,
} from '@apostille/domain';
import { DataSource } from 'typeorm';
import { BUSINESS_TIME_ZONE } from '../ccpa/ccpa-deadlines.js';
import { AnalyticsRollupsService } from './analytics-rollups.service.js';

/** $1/$2: the first and last day, or NULL for all time. */
const CACHED_PERIODS = 50;

const IN_RANGE = `($1::date IS NULL OR day BETWEEN $1::date AND $2::date)`;

interface TotalsRow {
  status: string | null;
  service_level: string | null;
  grouped_by: 'status' | 'service' | 'all';
  orders: number;
  revenue_cents: string;
}

/**
 * The Analytics tab's figures (definitions: docs/decisions.md, "Analytics"), read from the daily
 * rollups (analytics-rollups.service.ts) so that a request reads a few thousand rows however many
 * orders and visits there are. The figures are as of the rollups' last refresh (`asOf`).
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rollups: AnalyticsRollupsService,
  ) {}

  /** The figures of an optional period given by the caller (both days or neither), checked first. */
  figuresFor(from: unknown, to: unknown, now = new Date()): Promise<AnalyticsView> {
    const parsed = parseAnalyticsRange(from, to);
    if ('error' in parsed) throw new BadRequestException(parsed.error);
    return this.figures(parsed.range, now);
  }

  /**
   * The figures only change when the rollups are refreshed, so each period's answer is kept until
   * then (per process, at most CACHED_PERIODS of them): staff opening the tab again, or several
   * staff looking at the same period, cost one cheap query instead of the whole computation.
   */
  async figures(range: AnalyticsRange | null, now = new Date()): Promise<AnalyticsView> {
    const asOf = await this.rollups.refreshedAt();
    if (asOf !== this.cachedAsOf) {
      this.cache.clear();
      this.cachedAsOf = asOf;
    }
    const lastDay = range?.to ?? calendarDateIn(now, BUSINESS_TIME_ZONE);
    const key = `${range?.from ?? ''}|${lastDay}`;
    let answer = this.cache.get(key);
    if (!answer) {
      answer = this.compute(range, lastDay, asOf);
      if (this.cache.size >= CACHED_PERIODS) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, answer);
      answer.catch(() => this.cache.delete(key));
    }
    return answer;
  }

  private readonly cache = new Map<string, Promise<AnalyticsView>>();
  private cachedAsOf: string | null = null;

  private async compute(range: AnalyticsRange | null, lastDay: string, asOf: string): Promise<AnalyticsView> {
    const params = [range?.from ?? null, range?.to ?? null];
    const [totals, customers, documentTypes, visitors, monthlyTrends] = await Promise.all([
      this.totals(params),
      this.customers(range),
      this.topDocumentTypes(params),
      this.visitors(params),
      this.monthlyTrends(lastDay),
    ]);
    const all = totals.find((row) => row.grouped_by === 'all');
    const orders = all?.orders ?? 0;
    const revenueCents = Number(all?.revenue_cents ?? 0);
    return {
      range,
      asOf,
      totalRevenue: centsToDollars(revenueCents),
      avgOrderValue: orders > 0 ? centsToDollars(Math.round(revenueCents / orders)) : 0,
      customerCount: customers,
      conversionRate: conversionPercent(visitors.converted, visitors.visitors),
      visitors: visitors.visitors,
      convertedVisitors: visitors.converted,
      ordersByStatus: Object.fromEntries(totals.filter((row) => row.grouped_by === 'status').map((row): [string, number] => [row.status ?? '', row.orders])),
      revenueByService: Object.fromEntries(
        totals
          .filter((row) => row.grouped_by === 'service')
          .map((row): [string, number] => [row.service_level ?? '', centsToDollars(Number(row.revenue_cents))]),
      ),
      topDocumentTypes: documentTypes,
      monthlyTrends,
    };
  }

  private totals(params: unknown[]): Promise<TotalsRow[]> {
    return this.dataSource.query(
      `SELECT status, service_level,
              CASE WHEN GROUPING(status) = 0 THEN 'status' WHEN GROUPING(service_level) = 0 THEN 'service' ELSE 'all' END AS grouped_by,
              coalesce(sum(orders), 0)::int AS orders, coalesce(sum(revenue_cents), 0)::text AS revenue_cents
         FROM analytics_order_days
        WHERE ${IN_RANGE}
        GROUP BY GROUPING SETS ((status), (service_level), ())`,
      params,
    );
  }

  /** Distinct customers are not additive across days: all time has its own rollup, a range counts its days' addresses. */
  private async customers(range: AnalyticsRange | null): Promise<number> {
    const [row]: { customers: number }[] = range
      ? await this.dataSource.query(`SELECT count(DISTINCT customer)::int AS customers FROM analytics_customer_days WHERE day BETWEEN $1::date AND $2::date`, [
          range.from,
          range.to,
        ])
      : await this.dataSource.query(`SELECT customers FROM analytics_customer_totals`);
    return row?.customers ?? 0;
  }

  private async topDocumentTypes(params: unknown[]): Promise<{ type: string; count: number }[]> {
    const rows: { type: string; count: number }[] = await this.dataSource.query(
      `SELECT type, sum(orders)::int AS count FROM analytics_document_type_days WHERE ${IN_RANGE}
        GROUP BY type ORDER BY sum(orders) DESC, type LIMIT ${ANALYTICS_TOP_DOCUMENT_TYPES}`,
      params,
    );
    return rows.map((row) => ({ type: row.type, count: row.count }));
  }

  private async visitors(params: unknown[]): Promise<{ visitors: number; converted: number }> {
    const [row]: { visitors: number; converted: number }[] = await this.dataSource.query(
      `SELECT coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(converted), 0)::int AS converted FROM analytics_visitor_days WHERE ${IN_RANGE}`,
      params,
    );
    return row;
  }

  /** Orders placed and revenue of each of the twelve months ending with `lastDay`'s month. */
  private async monthlyTrends(lastDay: string): Promise<AnalyticsView['monthlyTrends']> {
    const months = trendMonths(lastDay);
    const rows: { month: string; orders: number; revenue_cents: string }[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM') AS month, sum(orders)::int AS orders, sum(revenue_cents)::text AS revenue_cents
         FROM analytics_order_days
        WHERE day >= $1::date AND day < ($2::date + interval '1 month')
        GROUP BY 1`,
      [`${months[0]}-01`, `${months[11]}-01`],
    );
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    return months.map((month) => ({
      month,
      orders: byMonth.get(month)?.orders ?? 0,
      revenue: centsToDollars(Number(byMonth.get(month)?.revenue_cents ?? 0)),
    }));
  }
}
