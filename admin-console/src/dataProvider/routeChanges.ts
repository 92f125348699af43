import type { GetListParams, GetListResult } from 'react-admin';
import type { RouteChangesQuery, RouteChangesQueryVariables } from '../graphql/generated';

/** The react-admin resource of the route changes list. */
export const ROUTE_CHANGES = 'route-changes';

/** An open order's route change as the list shows it (dates ISO, fees in cents). */
export type RouteChangeRow = RouteChangesQuery['routeChanges']['items'][number];

/** routeChanges(take) accepts 1 to 100 rows a page. */
const MAX_TAKE = 100;

/** react-admin's page and rows per page as the query's take and skip; the server lists newest first. */
export function routeChangesVariables(pagination: GetListParams['pagination']): RouteChangesQueryVariables {
  const take = Math.min(MAX_TAKE, Math.max(1, pagination?.perPage ?? 25));
  const page = Math.max(1, pagination?.page ?? 1);
  return { take, skip: (page - 1) * take };
}

export function routeChangesResult(data: RouteChangesQuery): GetListResult<RouteChangeRow> {
  return { data: data.routeChanges.items, total: data.routeChanges.total };
}
