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
 * The search matches order_search.search_text (the order's number, names and e-mail, kept by a
 * trigger), which the trigram index ix_order_search_trgm serves (for the term's selective part, see
 * selectiveSearchPart); the matching order ids then lead to the orders by their primary key. LIKE
 * wildcards in the term are escaped. The list (bound parameters) and the export (literals inside
 * COPY) share this one definition.
 */
export function orderFilterConditions(filter: OrderFilterValues, value: SqlValue): string[] {
  const conditions: string[] = [];
  if (filter.status) conditions.push(`o.status = ${value(filter.status)}`);
  if (filter.statusGroup) conditions.push(`o.status = ANY(${value(ORDER_STATUS_GROUPS[filter.statusGroup])})`);
  const matches = filter.search ? searchMatchConditions(filter.search, value) : [];
  if (matches.length > 0) conditions.push(`o.id IN (SELECT s.order_id FROM order_search s WHERE ${matches.join(' AND ')})`);
  if (filter.ids) conditions.push(`o.id = ANY(${value(filter.ids)})`);
  return conditions;
}

/**
 * The ids and creation times of the non-deleted orders a search alone matches, read from
 * order_search without visiting the orders (which a status filter, an ids list or another sort
 * order needs: those go through orderFilterConditions). null when the filter is more than a search.
 */
export function searchOnlyMatchesSql(filter: OrderFilterValues, sortField: string, value: SqlValue): string | null {
  if (!filter.search || filter.status || filter.statusGroup || filter.ids || sortField !== 'createdAt') return null;
  const matches = searchMatchConditions(filter.search, value);
  return `SELECT s.order_id AS id, s.created_at AS sort_key FROM order_search s WHERE s.deleted_at IS NULL AND ${matches.join(' AND ')}`;
}

/** The conditions on `order_search s` that a search term makes. */
function searchMatchConditions(search: string, value: SqlValue): string[] {
  const searched = 's.search_text';
  if (search.length < TRIGRAM) {
    // Too short for a trigram: a one- or two-letter term matches a whole first or last name ("Li", "Wu"),
    // found through the index by the name's space-bounded trigrams instead of reading the whole table.
    return [`${searched} LIKE '% ' || lower(${value(escapeLikePattern(search))}) || ' %'`];
  }
  const probe = selectiveSearchPart(search);
  const matches = [`${searched} LIKE '%' || lower(${value(escapeLikePattern(probe))}) || '%'`];
  // The whole term, checked on the rows the index found; `|| ''` keeps the planner from also sending it to the index.
  if (probe !== search) matches.push(`(${searched} || '') LIKE '%' || lower(${value(escapeLikePattern(search))}) || '%'`);
  return matches;
}
