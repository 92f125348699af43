import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { HttpError, type GetListParams, type GetListResult, type UpdateParams } from 'react-admin';
import type { CancellationRequestFieldsFragment, CancellationRequestStatus } from '../graphql/generated';
import {
  APPROVE_CANCELLATION_MUTATION,
  CANCELLATION_REQUESTS_QUERY,
  DECLINE_CANCELLATION_MUTATION,
  ORDER_CANCELLATION_REQUEST_QUERY,
  RETRY_CANCELLATION_REFUND_MUTATION,
} from './cancellationOperations';

/** The react-admin resource of customers' cancellation requests. */
export const CANCELLATION_REQUESTS = 'cancellation-requests';

export type CancellationRequestRow = CancellationRequestFieldsFragment;

/** What staff decide, passed as the update's meta. */
export type CancellationDecision = 'approve' | 'decline' | 'retryRefund';

type Run = <TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) => Promise<TData>;

const MAX_TAKE = 100;
const STATUSES: readonly CancellationRequestStatus[] = ['open', 'approved', 'declined'] as CancellationRequestStatus[];

/**
 * The list (filter `status`), or one order's newest request (filter `orderId`, the order page's
 * panel): both are react-admin lists of this resource.
 */
export async function cancellationRequestsList(query: Run, params: GetListParams): Promise<GetListResult<CancellationRequestRow>> {
  const filter = (params.filter ?? {}) as { status?: unknown; orderId?: unknown };
  if (filter.orderId !== undefined) {
    const data = await query(ORDER_CANCELLATION_REQUEST_QUERY, { orderId: Number(filter.orderId) });
    const row = data.orderCancellationRequest;
    return { data: row ? [row] : [], total: row ? 1 : 0 };
  }
  const take = Math.min(MAX_TAKE, Math.max(1, params.pagination?.perPage ?? 25));
  const page = Math.max(1, params.pagination?.page ?? 1);
  const status = STATUSES.find((candidate) => candidate === filter.status) ?? null;
  const data = await query(CANCELLATION_REQUESTS_QUERY, { status, take, skip: (page - 1) * take });
  return { data: data.cancellationRequests.items, total: data.cancellationRequests.total };
}

/** Staff's decision on a request: `meta.decision`, and `data.note` (required to decline). */
export async function decideCancellationRequest(mutate: Run, params: UpdateParams): Promise<CancellationRequestRow> {
  const id = Number(params.id);
  const decision = (params.meta as { decision?: CancellationDecision } | undefined)?.decision;
  const note = typeof params.data?.note === 'string' ? params.data.note : null;
  if (decision === 'approve') return (await mutate(APPROVE_CANCELLATION_MUTATION, { id, note })).approveCancellationRequest;
  if (decision === 'decline') return (await mutate(DECLINE_CANCELLATION_MUTATION, { id, note: note ?? '' })).declineCancellationRequest;
  if (decision === 'retryRefund') return (await mutate(RETRY_CANCELLATION_REFUND_MUTATION, { id })).retryCancellationRefund;
  throw new HttpError('Unknown decision', 400);
}
