import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Permission, STAFF_MESSAGES, roleCan } from '@apostille/domain';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { ALLOW_METADATA } from './allow.decorator.js';
import { AdminAuthGuard, CustomerAuthGuard, requestOf } from './auth.guards.js';
import { ApiKeyAuth } from './api-key.auth.js';
import { StaffSettingsCache } from './staff-settings.cache.js';

/** What a route or field declared with @Allow, or undefined when it declared nothing. */
export function allowedPermissions(reflector: Reflector, context: ExecutionContext): readonly Permission[] | undefined {
  return reflector.getAllAndOverride<Permission[] | undefined>(ALLOW_METADATA, [context.getHandler(), context.getClass()]);
}

/**
 * The one global guard (APP_GUARD) for every REST route and GraphQL field. Fails closed: nothing
 * declared → 403. Public → through. Customer → a valid customer token (else 401). ApiRead/ApiWrite →
 * a live API key allowing it (else 401, or 403 for a read-only key on a write). Any staff
 * permission → a valid staff token (else 401), then the role must hold one of the permissions
 * (else 403). While owners require two-factor, an account without it reaches only OwnAccount.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly adminAuth: AdminAuthGuard,
    private readonly customerAuth: CustomerAuthGuard,
    private readonly settings: StaffSettingsCache,
    private readonly apiKeys: ApiKeyAuth,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const permissions = allowedPermissions(this.reflector, context);
    if (!permissions || permissions.length === 0) throw new ForbiddenException(STAFF_MESSAGES.forbidden);
    if (permissions.includes(Permission.Public)) return true;
    if (permissions.includes(Permission.Customer)) return this.customerAuth.canActivate(context);
    if (permissions.includes(Permission.ApiRead) || permissions.includes(Permission.ApiWrite)) return this.apiKeys.check(context, permissions);

    await this.adminAuth.canActivate(context);
    const admin = requestOf(context).user as AdminUser;
    if (!permissions.includes(Permission.OwnAccount) && !admin.twoFactorEnabled && (await this.settings.requireTwoFactor())) {
      throw new ForbiddenException(STAFF_MESSAGES.twoFactorPending);
    }
    if (!permissions.some((permission) => roleCan(admin.role, permission))) throw new ForbiddenException(STAFF_MESSAGES.forbidden);
    return true;
  }
}
