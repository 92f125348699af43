import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { HttpError, type CreateParams, type GetListParams, type GetListResult, type UpdateParams } from 'react-admin';
import type { DeletionRequestFieldsFragment, OptOutDecision, OptOutRequestFieldsFragment } from '../graphql/generated';
import { DECIDE_OPT_OUT_MUTATION, DELETION_REQUESTS_QUERY, OPT_OUT_REQUESTS_QUERY, RECORD_DELETION_MUTATION } from './privacyOperations';

/** The react-admin resources of privacy requests: opt-outs from the public form, deletions staff record. */
export const OPT_OUT_REQUESTS = 'opt-out-requests';
export const DELETION_REQUESTS = 'deletion-requests';

export type OptOutRequestRow = OptOutRequestFieldsFragment;
export type DeletionRequestRow = DeletionRequestFieldsFragment;

type Run = <TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) => Promise<TData>;

const MAX_TAKE = 100;
const DECISIONS: readonly OptOutDecision[] = ['completed', 'declined'];

function paging(params: GetListParams): { take: number; skip: number } {
  const take = Math.min(MAX_TAKE, Math.max(1, params.pagination?.perPage ?? 25));
  const page = Math.max(1, params.pagination?.page ?? 1);
  return { take, skip: (page - 1) * take };
}

/** Filter `open`: 'open' or 'answered'; anything else lists all. */
export async function optOutRequestsList(query: Run, params: GetListParams): Promise<GetListResult<OptOutRequestRow>> {
  const filter = (params.filter ?? {}) as { open?: unknown };
  const open = filter.open === 'open' ? true : filter.open === 'answered' ? false : null;
  const data = await query(OPT_OUT_REQUESTS_QUERY, { open, ...paging(params) });
  return { data: data.optOutRequests.items, total: data.optOutRequests.total };
}

export async function deletionRequestsList(query: Run, params: GetListParams): Promise<GetListResult<DeletionRequestRow>> {
  const data = await query(DELETION_REQUESTS_QUERY, paging(params));
  return { data: data.deletionRequests.items, total: data.deletionRequests.total };
}

/** Staff answer an opt-out request: `meta.decision` completed or declined, `data.note` what the requester reads. */
export async function decideOptOutRequest(mutate: Run, params: UpdateParams): Promise<OptOutRequestRow> {
  const decision = DECISIONS.find((candidate) => candidate === (params.meta as { decision?: unknown } | undefined)?.decision);
  if (!decision) throw new HttpError('Unknown decision', 400);
  const note = typeof params.data?.note === 'string' ? params.data.note : '';
  return (await mutate(DECIDE_OPT_OUT_MUTATION, { id: Number(params.id), decision, note })).decideOptOutRequest;
}

export async function recordDeletionRequest(mutate: Run, params: CreateParams): Promise<DeletionRequestRow> {
  const data = (params.data ?? {}) as { email?: unknown; note?: unknown };
  const email = typeof data.email === 'string' ? data.email : '';
  const note = typeof data.note === 'string' && data.note.trim() ? data.note : null;
  return (await mutate(RECORD_DELETION_MUTATION, { input: { email, note } })).recordDeletionRequest;
}
