import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { OrderStatusTab } from '@apostille/domain';
import { createApolloClient } from '../../api/apollo';
import { toHttpError } from '../../dataProvider/dataProvider';
import type { AdminOrderTabCountsQuery, AdminOrderTabCountsQueryVariables } from '../../graphql/generated';

export const ORDER_TAB_COUNTS_QUERY: TypedDocumentNode<AdminOrderTabCountsQuery, AdminOrderTabCountsQueryVariables> = gql`
  query AdminOrderTabCounts($filter: AdminOrderFilter) {
    orderTabCounts(filter: $filter) {
      all
      pending
      processing
      complete
    }
  }
`;

export type OrderTabCounts = Record<OrderStatusTab['id'], number>;

/** The part of the list's filter the tab counts follow: the search and the office, not the status. */
export interface TabCountsFilter {
  search?: string;
  office?: string;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The counts' filter from react-admin's list filter values (`q` is the search box). */
export function tabCountsFilter(filterValues: Record<string, unknown>): TabCountsFilter {
  return { search: nonEmpty(filterValues.q) ?? nonEmpty(filterValues.search), office: nonEmpty(filterValues.office) };
}

let sharedClient: ApolloClient | undefined;

/** Asks the server for the tabs' counts of the list's search and office (one GraphQL query). */
export async function fetchOrderTabCounts(filter: TabCountsFilter, client: ApolloClient = (sharedClient ??= createApolloClient())): Promise<OrderTabCounts> {
  try {
    const result = await client.query({ query: ORDER_TAB_COUNTS_QUERY, variables: { filter }, fetchPolicy: 'no-cache' });
    if (result.error) throw toHttpError(result.error);
    const counts = result.data?.orderTabCounts;
    if (!counts) throw new Error('No tab counts');
    return { all: counts.all, pending: counts.pending, processing: counts.processing, complete: counts.complete };
  } catch (error) {
    throw toHttpError(error);
  }
}
