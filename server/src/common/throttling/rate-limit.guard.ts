import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, OnModuleDestroy, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  ttl: number;
}

const RATE_LIMIT_RULE = 'apostille:rate-limit';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window request counter per client (req.ip, which honours the trusted proxy) and endpoint,
 * kept in this process's memory. Exceeding it answers
 * 429 { statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' } with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleDestroy {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly reflector: Reflector) {
    this.sweeper = setInterval(() => this.sweep(Date.now()), 60_000);
    this.sweeper.unref();
  }

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT_RULE, [context.getHandler(), context.getClass()]);
    if (!rule || context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = `${context.getClass().name}.${context.getHandler().name}:${request.ip ?? request.socket.remoteAddress ?? 'unknown'}`;
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.ttl };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > rule.limit) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - now) / 1000))));
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Limits the decorated handler (or every handler of a controller) per client. */
export function RateLimit(rule: RateLimitRule) {
  return applyDecorators(SetMetadata(RATE_LIMIT_RULE, rule), UseGuards(RateLimitGuard));
}
