import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { requestOf } from './auth.guards.js';

/** The signed-in customer (behind CustomerAuthGuard), or undefined for a guest (behind OptionalCustomerAuthGuard). */
export const CurrentCustomer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Customer | undefined => requestOf(context).user as Customer | undefined,
);

/** The signed-in staff member (behind AdminAuthGuard). */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminUser => requestOf(context).user as AdminUser);

/** The client address as Express sees it behind the trusted proxy, for audit rows and throttling. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const request = requestOf(context);
  return request.ip ?? request.socket?.remoteAddress ?? null;
});
