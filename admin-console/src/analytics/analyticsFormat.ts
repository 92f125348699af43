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
