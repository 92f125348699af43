import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RateLimitStore } from './rate-limit.store.js';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  ttl: number;
}

const RATE_LIMIT_RULE = 'apostille:rate-limit';

/**
 * Fixed-window request counter per client (req.ip, which honours the trusted proxy) and endpoint, in
 * the RateLimitStore (this process's memory, or Redis shared by every instance with REDIS_URL).
 * Exceeding it answers 429 { statusCode: 429, message: 'Too many requests. Please wait a minute and
 * try again.' } with Retry-After. Our own rather than @nestjs/throttler: docs/decisions.md.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT_RULE, [context.getHandler(), context.getClass()]);
    if (!rule || context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = `${context.getClass().name}.${context.getHandler().name}:${request.ip ?? request.socket.remoteAddress ?? 'unknown'}`;
    const now = Date.now();
    const window = await this.store.hit(key, rule.ttl, now);
    if (window.count > rule.limit) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - now) / 1000))));
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}

/** Limits the decorated handler (or every handler of a controller) per client. */
export function RateLimit(rule: RateLimitRule) {
  return applyDecorators(SetMetadata(RATE_LIMIT_RULE, rule), UseGuards(RateLimitGuard));
}
