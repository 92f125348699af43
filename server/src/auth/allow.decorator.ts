import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@apostille/domain';

export { Permission } from '@apostille/domain';

export const ALLOW_METADATA = 'apostille:allow';

/**
 * Declares who may call a route or GraphQL field: any one of the listed permissions suffices.
 * Every controller method and resolver field needs one (on the method or its class); the global
 * PermissionGuard refuses anything without it. Examples:
 *   @Allow(Permission.Public)        anyone
 *   @Allow(Permission.Customer)      a signed-in customer
 *   @Allow(Permission.ReadOrders)    a staff role holding ReadOrders (see ROLE_PERMISSIONS)
 */
export const Allow = (...permissions: [Permission, ...Permission[]]) => SetMetadata(ALLOW_METADATA, permissions);
