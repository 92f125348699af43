import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { HttpError, type GetListParams, type GetListResult, type UpdateParams } from 'react-admin';
import { WHOLESALE_TIER_IDS } from '@apostille/domain';
import type { WholesaleApplicationFieldsFragment, WholesaleApplicationStatus, WholesaleTier } from '../graphql/generated';
import { APPROVE_WHOLESALE_MUTATION, DECLINE_WHOLESALE_MUTATION, WHOLESALE_APPLICATIONS_QUERY } from './wholesaleOperations';

/** The react-admin resource of wholesale applications. */
export const WHOLESALE_APPLICATIONS = 'wholesale-applications';

export type WholesaleApplicationRow = WholesaleApplicationFieldsFragment;

type Run = <TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) => Promise<TData>;

const MAX_TAKE = 100;
const STATUSES: readonly WholesaleApplicationStatus[] = ['pending', 'approved', 'declined'];
const TIERS: readonly WholesaleTier[] = WHOLESALE_TIER_IDS;

export async function wholesaleApplicationsList(query: Run, params: GetListParams): Promise<GetListResult<WholesaleApplicationRow>> {
  const filter = (params.filter ?? {}) as { status?: unknown };
  const take = Math.min(MAX_TAKE, Math.max(1, params.pagination?.perPage ?? 25));
  const page = Math.max(1, params.pagination?.page ?? 1);
  const status = STATUSES.find((candidate) => candidate === filter.status) ?? null;
  const data = await query(WHOLESALE_APPLICATIONS_QUERY, { status, take, skip: (page - 1) * take });
  return { data: data.wholesaleApplications.items, total: data.wholesaleApplications.total };
}

/** Staff's decision: `meta.decision` 'approve' (with `data.tier`, optional `data.note`) or 'decline' (with `data.note`, the reason). */
export async function decideWholesaleApplication(mutate: Run, params: UpdateParams): Promise<WholesaleApplicationRow> {
  const id = Number(params.id);
  const decision = (params.meta as { decision?: string } | undefined)?.decision;
  const data = (params.data ?? {}) as { tier?: unknown; note?: unknown };
  const note = typeof data.note === 'string' ? data.note : null;
  if (decision === 'approve') {
    const tier = TIERS.find((candidate) => candidate === data.tier);
    if (!tier) throw new HttpError('Choose the tier to grant', 400);
    return (await mutate(APPROVE_WHOLESALE_MUTATION, { id, tier, note })).approveWholesaleApplication;
  }
  if (decision === 'decline') return (await mutate(DECLINE_WHOLESALE_MUTATION, { id, reason: note ?? '' })).declineWholesaleApplication;
  throw new HttpError('Unknown decision', 400);
}
