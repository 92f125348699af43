import { useListContext, useStore } from 'react-admin';
import type { OrderSelectionInput } from '../graphql/generated';
import type { AdminOrder } from '../dataProvider/types';
import { ALL_MATCHING_KEY, matchingFilterOf } from './matchingSelection';

/**
 * What a bulk button acts on: the ticked rows by order number (as staff read them; an order gone
 * from the page by id), or with "select all N matching" the list's filter, which the server reads.
 */
export function useOrderSelection(): { selection: OrderSelectionInput; count: number; allMatching: boolean; empty: boolean } {
  const list = useListContext<AdminOrder>();
  const [allMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  if (allMatching) {
    const filter = matchingFilterOf(list.filterValues as Record<string, unknown>);
    return { selection: { matching: filter }, count: list.total ?? 0, allMatching: true, empty: false };
  }
  const entries = list.selectedIds.map((id) => list.data?.find((order) => order.id === id)?.orderNumber ?? String(id));
  return { selection: { entries }, count: entries.length, allMatching: false, empty: entries.length === 0 };
}
