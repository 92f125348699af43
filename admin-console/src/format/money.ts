import { dollarsToCents, formatUsd } from '@apostille/domain';

/** A dollar amount from the API ('totalAmount': 411.45) as '$411.45'. */
export function formatDollars(dollars: number | null | undefined): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return formatUsd(0);
  return formatUsd(dollarsToCents(dollars));
}
