import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ADMIN_ORDER_MESSAGES, Permission, roleCan } from '@apostille/domain';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { AdminAccountCache } from '../../auth/admin-account.cache.js';
import { ADMIN_AUDIENCE, AuthTokensService } from '../../auth/auth-tokens.service.js';

/** Its own audience: an export link can never pass as a staff session (whose audience is "admin"). */
const EXPORT_AUDIENCE = 'orders-export';
/** Long enough for the browser to follow it, short enough that a leaked link is useless soon. */
export const EXPORT_LINK_TTL_SECONDS = 60;

export interface ExportFilter {
  status?: string;
  statusGroup?: string;
  search?: string;
}

interface ExportClaims {
  sub: string;
  ver: number;
  filter: ExportFilter;
}

/**
 * Short-lived signed download links for the orders export: the console asks for one with its
 * session, then lets the browser download the link itself, so the CSV streams to disk instead of
 * being held in the page's memory. The link carries the staff member and the filters; it is
 * checked again at download (account still enabled, same token version, still allowed to export).
 */
@Injectable()
export class OrdersExportLinkService {
  private readonly jwt = new JwtService();

  constructor(
    private readonly tokens: AuthTokensService,
    private readonly accounts: AdminAccountCache,
  ) {}

  issue(admin: AdminUser, filter: ExportFilter): { url: string; expiresAt: string } {
    const claims: ExportClaims = {
      sub: String(admin.id),
      ver: admin.tokenVersion,
      filter: { status: filter.status, statusGroup: filter.statusGroup, search: filter.search },
    };
    const token = this.jwt.sign(claims, {
      privateKey: this.tokens.secretFor(ADMIN_AUDIENCE),
      audience: EXPORT_AUDIENCE,
      expiresIn: EXPORT_LINK_TTL_SECONDS,
      algorithm: 'HS256',
    });
    return {
      url: `/api/exports/orders?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(Date.now() + EXPORT_LINK_TTL_SECONDS * 1000).toISOString(),
    };
  }

  /** A link that is not valid (forged, expired, its account disabled or signed out) answers 404, as unknown payment links do. */
  async redeem(token: unknown): Promise<{ admin: AdminUser; filter: ExportFilter }> {
    let claims: ExportClaims;
    try {
      if (typeof token !== 'string' || token.length > 4000) throw new Error('no token');
      // jsonwebtoken takes the KeyObject as it is; @nestjs/jwt's option type only lists strings and Buffers.
      const secret = this.tokens.secretFor(ADMIN_AUDIENCE) as unknown as Buffer;
      claims = this.jwt.verify<ExportClaims>(token, { secret, audience: EXPORT_AUDIENCE, algorithms: ['HS256'] });
    } catch {
      throw new NotFoundException(ADMIN_ORDER_MESSAGES.exportLinkInvalid);
    }
    const admin = await this.accounts.forToken(Number(claims.sub), claims.ver);
    if (!admin || admin.disabledAt || admin.tokenVersion !== claims.ver) throw new NotFoundException(ADMIN_ORDER_MESSAGES.exportLinkInvalid);
    if (!roleCan(admin.role, Permission.ExportOrders)) throw new ForbiddenException();
    return { admin, filter: claims.filter ?? {} };
  }
}
