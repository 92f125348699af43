import type { GetListParams, GetListResult } from 'react-admin';
import type { RefundedCheckoutsQuery, RefundedCheckoutsQueryVariables } from '../graphql/generated';
import type { RefundedCheckout } from './types';

/** The react-admin resource of the refunded checkouts list. */
export const REFUNDED_CHECKOUTS = 'refunded-checkouts';

/** refundedCheckouts(take) accepts 1 to 100 rows a page. */
const MAX_TAKE = 100;

/**
 * react-admin's page and rows per page as the query's take and skip. The server decides the order
 * (newest first) and has no sort, so `params.sort` is not sent.
 */
export function refundedCheckoutsVariables(pagination: GetListParams['pagination']): RefundedCheckoutsQueryVariables {
  const take = Math.min(MAX_TAKE, Math.max(1, pagination?.perPage ?? 25));
  const page = Math.max(1, pagination?.page ?? 1);
  return { take, skip: (page - 1) * take };
}

export function refundedCheckoutsResult(data: RefundedCheckoutsQuery): GetListResult<RefundedCheckout> {
  const { items, total } = data.refundedCheckouts;
  return { data: items.map((item) => ({ ...item, id: item.paymentIntentId })), total };
}
