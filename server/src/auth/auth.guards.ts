import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ADMIN_JWT_STRATEGY, CUSTOMER_JWT_STRATEGY } from './jwt.strategies.js';

export const UNAUTHORIZED_MESSAGE = 'Authentication required';

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  return context.switchToHttp().getRequest<Request>();
}

function refuse(error: unknown, user: unknown) {
  if (error || !user) throw new UnauthorizedException(UNAUTHORIZED_MESSAGE);
  return user;
}

/** Requires a valid customer token; the customer is then `request.user`. */
@Injectable()
export class CustomerAuthGuard extends AuthGuard(CUSTOMER_JWT_STRATEGY) {
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
  getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  handleRequest<T>(error: unknown, user: T): T {
    return refuse(error, user) as T;
  }
}
