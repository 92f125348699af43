import { ForbiddenException, HttpException, HttpStatus, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { API_KEY_MESSAGES, API_KEY_RATE_LIMIT_PER_MINUTE, Permission } from '@apostille/domain';
import type { Request, Response } from 'express';
import { RateLimitStore } from '../common/throttling/rate-limit.store.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../common/throttling/rate-limits.js';
import { ApiKeySource, type ApiKeyHolder } from './account-sources.js';
import { requestOf } from './auth.guards.js';

const WINDOW_MS = 60_000;

/** The API key's holder on a request the versioned API authenticated. */
export type ApiKeyRequest = Request & { apiKey?: ApiKeyHolder };

/**
 * The versioned API's authentication: "Authorization: Bearer apo_…", a live key of a confirmed
 * wholesale account, a scope that allows the route, and at most API_KEY_RATE_LIMIT_PER_MINUTE
 * requests a minute per key (counted in the shared rate-limit store, so across API processes with Redis).
 */
@Injectable()
export class ApiKeyAuth {
  constructor(
    private readonly keys: ApiKeySource,
    private readonly store: RateLimitStore,
  ) {}

  async check(context: ExecutionContext, permissions: readonly string[]): Promise<true> {
    const request = requestOf(context) as ApiKeyRequest;
    const header = request.headers.authorization ?? '';
    const secret = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!secret) throw new UnauthorizedException(API_KEY_MESSAGES.missing);
    const holder = await this.keys.authenticate(secret);
    if (!holder) throw new UnauthorizedException(API_KEY_MESSAGES.invalid);
    if (!permissions.includes(Permission.ApiRead) && holder.scope !== 'write') throw new ForbiddenException(API_KEY_MESSAGES.readOnly);
    const now = Date.now();
    const window = await this.store.hit(`api-key:${holder.keyId}`, WINDOW_MS, now);
    if (window.count > API_KEY_RATE_LIMIT_PER_MINUTE) {
      context
        .switchToHttp()
        .getResponse<Response>()
        .setHeader('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - now) / 1000))));
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
    request.apiKey = holder;
    return true;
  }
}
