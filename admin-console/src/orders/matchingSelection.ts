import { adminRequest } from '../api/request';

/** The orders list's filter as the server reads it for "select all matching" (never a list of ids). */
export interface MatchingFilter {
  status?: string;
  statusGroup?: string;
  search?: string;
  office?: string;
}

/** The react-admin list's filter values → the server's filter ('all' and empty values mean no filter). */
export function matchingFilterOf(values: Record<string, unknown>): MatchingFilter {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const status = text(values.status);
  return {
    status: status === 'all' ? undefined : status,
    statusGroup: text(values.statusGroup),
    search: text(values.q),
    office: text(values.office),
  };
}

/** Where the list keeps whether "select all N matching" is on (react-admin's store, shared by the list's bulk buttons). */
export const ALL_MATCHING_KEY = 'orders.allMatching';

export const changeStatusOfMatching = (filter: MatchingFilter, status: string, notes: string | undefined) =>
  adminRequest<{ matched: number; updated: number }>('/api/admin/orders/status-matching', { json: { filter, status, notes } });
