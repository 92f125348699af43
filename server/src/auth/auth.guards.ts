import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE, type TokenAudience } from './auth-tokens.service.js';
import { ADMIN_JWT_STRATEGY, CUSTOMER_JWT_STRATEGY } from './jwt.strategies.js';

export const UNAUTHORIZED_MESSAGE = 'Authentication required';

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  return context.switchToHttp().getRequest<Request>();
}

/** Which audience already authenticated this request (the PermissionGuard runs first; a route's own guard then need not check again). */
const AUTHENTICATED_AS = Symbol('authenticatedAs');
type MarkedRequest = Request & { [AUTHENTICATED_AS]?: TokenAudience };

async function authenticateOnce(context: ExecutionContext, audience: TokenAudience, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const request = requestOf(context) as MarkedRequest;
  if (request[AUTHENTICATED_AS] === audience && request.user) return true;
  const allowed = await check();
  if (allowed) request[AUTHENTICATED_AS] = audience;
  return allowed;
}

function refuse(error: unknown, user: unknown) {
  if (error || !user) throw new UnauthorizedException(UNAUTHORIZED_MESSAGE);
  return user;
}

/** Requires a valid customer token; the customer is then `request.user`. */
@Injectable()
export class CustomerAuthGuard extends AuthGuard(CUSTOMER_JWT_STRATEGY) {
  canActivate(context: ExecutionContext): Promise<boolean> {
    return authenticateOnce(context, CUSTOMER_AUDIENCE, () => super.canActivate(context) as Promise<boolean>);
  }

  getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  handleRequest<T>(error: unknown, user: T): T {
    return refuse(error, user) as T;
  }
}

/**
 * Attaches the customer when a valid customer token is sent and lets everyone else through as a
 * guest: a stale token in a browser must not stop a guest checkout.
 */
@Injectable()
export class OptionalCustomerAuthGuard extends AuthGuard(CUSTOMER_JWT_STRATEGY) {
  getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  handleRequest<T>(_error: unknown, user: T): T {
    return (user || undefined) as T;
  }
}

/** Requires a valid staff token (REST and GraphQL); the admin user is then `request.user`. */
@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_JWT_STRATEGY) {
  canActivate(context: ExecutionContext): Promise<boolean> {
    return authenticateOnce(context, ADMIN_AUDIENCE, () => super.canActivate(context) as Promise<boolean>);
  }

  getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  handleRequest<T>(error: unknown, user: T): T {
    return refuse(error, user) as T;
  }
}
