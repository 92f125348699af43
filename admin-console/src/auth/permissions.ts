import { type Permission, roleCan } from '@apostille/domain';
import { getAdminUser } from '../api/session';

/**
 * Whether the signed-in role may do this (ROLE_PERMISSIONS in libs/domain). Only hides what the role
 * cannot do; the server refuses it regardless.
 */
export function can(permission: Permission): boolean {
  return roleCan(getAdminUser()?.role, permission);
}
