import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAccountCache } from './admin-account.cache.js';
import { CustomerAccountSource } from './account-sources.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { ADMIN_AUDIENCE, type AccessTokenClaims, AuthTokensService, CUSTOMER_AUDIENCE, type TokenAudience } from './auth-tokens.service.js';

export const CUSTOMER_JWT_STRATEGY = 'customer-jwt';
export const ADMIN_JWT_STRATEGY = 'admin-jwt';

/**
 * passport-jwt hands the key to jsonwebtoken, which takes a KeyObject as is (see AuthTokensService);
 * its typings only know strings and Buffers.
 */
function keyForPassport(tokens: AuthTokensService, audience: TokenAudience): Buffer {
  return tokens.secretFor(audience) as unknown as Buffer;
}

function accountId(claims: AccessTokenClaims): number | null {
  const id = Number(claims.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Bearer token with audience `customer`; valid only while the customer's token version matches. */
@Injectable()
export class CustomerJwtStrategy extends PassportStrategy(Strategy, CUSTOMER_JWT_STRATEGY) {
  constructor(
    tokens: AuthTokensService,
    private readonly customerAccounts: CustomerAccountSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: keyForPassport(tokens, CUSTOMER_AUDIENCE),
      audience: CUSTOMER_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<Customer | false> {
    const id = accountId(claims);
    if (id === null) return false;
    const customer = await this.customerAccounts.byId(id);
    return customer && customer.passwordHash !== null && customer.tokenVersion === claims.ver ? customer : false;
  }
}

/**
 * Bearer token with audience `admin`; valid only while the admin's token version matches and the
 * account is not disabled (the account is read through AdminAccountCache).
 */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT_STRATEGY) {
  constructor(
    tokens: AuthTokensService,
    private readonly accounts: AdminAccountCache,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: keyForPassport(tokens, ADMIN_AUDIENCE),
      audience: ADMIN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AdminUser | false> {
    const id = accountId(claims);
    if (id === null) return false;
    const admin = await this.accounts.forToken(id, claims.ver);
    return admin && admin.disabledAt === null && admin.tokenVersion === claims.ver ? admin : false;
  }
}
