import { useQuery } from '@tanstack/react-query';
import { fetchOrderTabCounts, tabCountsFilter, type OrderTabCounts } from './tabCountsApi';

/**
 * The status tabs' counts for the list's current search and office. The key starts with 'orders',
 * so react-admin's refresh after a change to orders (a status change, a delete) counts again.
 */
export function useOrderTabCounts(filterValues: Record<string, unknown>): OrderTabCounts | undefined {
  const filter = tabCountsFilter(filterValues);
  const counts = useQuery({ queryKey: ['orders', 'tabCounts', filter], queryFn: () => fetchOrderTabCounts(filter) });
  return counts.data;
}
