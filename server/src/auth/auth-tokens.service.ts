import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';

export const CUSTOMER_AUDIENCE = 'customer';
export const ADMIN_AUDIENCE = 'admin';
export type TokenAudience = typeof CUSTOMER_AUDIENCE | typeof ADMIN_AUDIENCE;

/** Customer sessions last 30 days, staff sessions one working day (12 h). */
export const CUSTOMER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** What every token carries: the account id and its token version (bumped to revoke all tokens). */
export interface AccessTokenClaims {
  sub: string;
  ver: number;
}

interface TokenSubject {
  id: number;
  tokenVersion: number;
}

/**
 * Issues and checks the two kinds of bearer token. Each audience has its own secret and `aud`
 * claim, so a customer token can never pass as a staff token (or the other way round).
 */
@Injectable()
export class AuthTokensService {
  private readonly jwt = new JwtService();
  /**
   * Secrets as KeyObjects, built once: given a string, jsonwebtoken first tries to parse it as a
   * public key (and throws) on every sign and verify, which cost a tenth of a request's CPU.
   */
  private readonly keys: Record<TokenAudience, KeyObject>;

  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    this.keys = {
      [CUSTOMER_AUDIENCE]: createSecretKey(Buffer.from(config.customerJwtSecret, 'utf8')),
      [ADMIN_AUDIENCE]: createSecretKey(Buffer.from(config.adminJwtSecret, 'utf8')),
    };
  }

  issueCustomerToken(customer: TokenSubject): string {
    return this.issue(CUSTOMER_AUDIENCE, customer, CUSTOMER_TOKEN_TTL_SECONDS);
  }

  issueAdminToken(admin: TokenSubject): string {
    return this.issue(ADMIN_AUDIENCE, admin, ADMIN_TOKEN_TTL_SECONDS);
  }

  secretFor(audience: TokenAudience): KeyObject {
    return this.keys[audience];
  }

  private issue(audience: TokenAudience, subject: TokenSubject, expiresIn: number): string {
    const claims: AccessTokenClaims = { sub: String(subject.id), ver: subject.tokenVersion };
    return this.jwt.sign(claims, { privateKey: this.secretFor(audience), audience, expiresIn, algorithm: 'HS256' });
  }
}
