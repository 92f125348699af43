import { HttpError, type CreateParams, type GetListParams, type GetListResult, type UpdateParams } from 'react-admin';
import type { GraphqlCall } from '../api/graphql';
import type { StaffMemberFieldsFragment, StaffSettingsQuery } from '../graphql/generated';
import {
  CHANGE_STAFF_ROLE_MUTATION,
  CREATE_STAFF_MEMBER_MUTATION,
  RESET_STAFF_TWO_FACTOR_MUTATION,
  SET_REQUIRE_TWO_FACTOR_MUTATION,
  SET_STAFF_DISABLED_MUTATION,
  STAFF_MEMBERS_QUERY,
  STAFF_SETTINGS_QUERY,
} from './staffOperations';

/** The react-admin resource of staff accounts, and the one record of the staff-wide settings (id 'current'). */
export const STAFF = 'staff';
export const STAFF_SETTINGS = 'staff-settings';

export type StaffMemberRow = StaffMemberFieldsFragment;
export type StaffSettingsRecord = StaffSettingsQuery['staffSettings'] & { id: 'current' };

/** The server answers every account at once (a small team); the page is cut here so react-admin's paging holds. */
export async function staffList(query: GraphqlCall, params: GetListParams): Promise<GetListResult<StaffMemberRow>> {
  const staff = (await query(STAFF_MEMBERS_QUERY, {})).staffMembers;
  const perPage = Math.max(1, params.pagination?.perPage ?? staff.length);
  const start = (Math.max(1, params.pagination?.page ?? 1) - 1) * perPage;
  return { data: staff.slice(start, start + perPage), total: staff.length };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The server checks every field (password length, role, unique names) and says what is wrong. */
export async function createStaffMember(mutate: GraphqlCall, params: CreateParams): Promise<StaffMemberRow> {
  const data = (params.data ?? {}) as Record<string, unknown>;
  const input = { username: text(data.username), email: text(data.email), role: text(data.role), password: text(data.password) };
  return (await mutate(CREATE_STAFF_MEMBER_MUTATION, { input })).createStaffMember;
}

/** One change at a time: `data.role`, `data.disabled`, or `meta.resetTwoFactor` (each a mutation of its own, audited). */
export async function updateStaffMember(mutate: GraphqlCall, params: UpdateParams): Promise<StaffMemberRow> {
  const id = Number(params.id);
  const data = (params.data ?? {}) as { role?: unknown; disabled?: unknown };
  if ((params.meta as { resetTwoFactor?: unknown } | undefined)?.resetTwoFactor === true) {
    return (await mutate(RESET_STAFF_TWO_FACTOR_MUTATION, { id })).resetStaffTwoFactor;
  }
  if (typeof data.role === 'string') return (await mutate(CHANGE_STAFF_ROLE_MUTATION, { id, role: data.role })).changeStaffRole;
  if (typeof data.disabled === 'boolean') return (await mutate(SET_STAFF_DISABLED_MUTATION, { id, disabled: data.disabled })).setStaffDisabled;
  throw new HttpError('Nothing to change', 400);
}

export async function staffSettings(query: GraphqlCall): Promise<StaffSettingsRecord> {
  return { id: 'current', ...(await query(STAFF_SETTINGS_QUERY, {})).staffSettings };
}

export async function updateStaffSettings(mutate: GraphqlCall, params: UpdateParams): Promise<StaffSettingsRecord> {
  const enabled = (params.data as { requireTwoFactor?: unknown } | undefined)?.requireTwoFactor;
  if (typeof enabled !== 'boolean') throw new HttpError('Nothing to change', 400);
  return { id: 'current', ...(await mutate(SET_REQUIRE_TWO_FACTOR_MUTATION, { enabled })).setRequireTwoFactor };
}
