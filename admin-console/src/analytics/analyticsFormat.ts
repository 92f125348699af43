import { formatUsd, dollarsToCents } from '@apostille/domain';

/** Requirements A9: the conversion rate with one decimal. */
export const formatConversion = (percent: number) => `${percent.toFixed(1)}%`;

/** Requirements A9: the average order value with no decimals. */
export const formatWholeDollars = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

export const formatRevenue = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** '2025-03' as 'Mar 2025'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** An axis tick of a count: whole numbers only (an empty chart's axis would otherwise read "0.000000"). */
export const countTick = (value: number) => (Number.isInteger(value) ? String(value) : '');

/** An axis tick of dollars, without cents. */
export const dollarTick = (value: number) => formatWholeDollars(value);

/**
 * The top of a value axis: a fifth above the largest value, so the value written beyond the end of
 * the longest bar stays inside the chart; 0 to 1 when every value is 0 (a zero-height domain has no
 * sensible ticks).
 */
export const axisMax = (values: readonly number[]): number => {
  const top = Math.max(0, ...values);
  return top > 0 ? top * 1.2 : 1;
};

/** The period in the address (?from=&to=), so a reload or a shared link shows the same figures. */
export function rangeFromSearch(search: URLSearchParams): { from: string; to: string } | null {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return from || to ? { from, to } : null;
}
