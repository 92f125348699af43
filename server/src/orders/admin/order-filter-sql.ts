import { escapeLikePattern, ORDER_STATUS_GROUPS, type OrderStatus, type OrderStatusGroup } from '@apostille/domain';
import { selectiveSearchPart } from './search-probe.js';

/** A validated staff filter (see AdminOrdersService.statusOf and searchTerm). */
export interface OrderFilterValues {
  status: OrderStatus | null;
  /** One of libs/domain's ORDER_STATUS_GROUPS (the Overview cards' groups), or null. */
  statusGroup?: OrderStatusGroup | null;
  search: string | null;
  ids?: readonly number[] | null;
}

/** Turns a value into SQL: a bound parameter of the query, or an escaped literal where none can be bound (COPY). */
export type SqlValue = (value: string | readonly number[] | readonly string[]) => string;

/** pg_trgm indexes three-character sequences: a shorter term has none to look up. */
const TRIGRAM = 3;

/**
 * The WHERE conditions of a staff filter on `orders o` (soft-deleted rows are left to the caller).
 * The search matches the stored column search_text, which the trigram index ix_orders_search_trgm
 * serves (for the term's selective part, see selectiveSearchPart); LIKE wildcards in the term are
 * escaped. The list (bound parameters) and the export (literals inside COPY) share this one definition.
 */
export function orderFilterConditions(filter: OrderFilterValues, value: SqlValue): string[] {
  const conditions: string[] = [];
  const searched = 'o.search_text';
  if (filter.status) conditions.push(`o.status = ${value(filter.status)}`);
  if (filter.statusGroup) conditions.push(`o.status = ANY(${value(ORDER_STATUS_GROUPS[filter.statusGroup])})`);
  const search = filter.search;
  if (search && search.length < TRIGRAM) {
    // Too short for a trigram: a one- or two-letter term matches a whole first or last name ("Li", "Wu"),
    // found through the index by the name's space-bounded trigrams instead of reading the whole table.
    conditions.push(`${searched} LIKE '% ' || lower(${value(escapeLikePattern(search))}) || ' %'`);
  } else if (search) {
    const probe = selectiveSearchPart(search);
    conditions.push(`${searched} LIKE '%' || lower(${value(escapeLikePattern(probe))}) || '%'`);
    // The whole term, checked on the rows the index found; `|| ''` keeps the planner from also sending it to the index.
    if (probe !== search) conditions.push(`(${searched} || '') LIKE '%' || lower(${value(escapeLikePattern(search))}) || '%'`);
  }
  if (filter.ids) conditions.push(`o.id = ANY(${value(filter.ids)})`);
  return conditions;
}
