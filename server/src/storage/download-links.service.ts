import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';

export const DOWNLOAD_PATH_PREFIX = '/uploads/apostille-docs';

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Signed, expiring download links: HMAC-SHA256 over `fileName:expires` with DOWNLOAD_SIGNING_SECRET. */
@Injectable()
export class DownloadLinksService {
  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {}

  /** Absolute URL (PUBLIC_URL based) that downloads `fileName` until `ttlSeconds` from now. */
  signedDownloadUrl(fileName: string, ttlSeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
    const query = new URLSearchParams({ expires: String(expires), signature: this.signature(fileName, expires) });
    return `${this.config.publicUrl}${DOWNLOAD_PATH_PREFIX}/${encodeURIComponent(fileName)}?${query.toString()}`;
  }

  /** signedDownloadUrl with the moment it stops working. */
  signedLink(fileName: string, ttlSeconds: number, now = Date.now()): { url: string; expiresAt: string } {
    const url = this.signedDownloadUrl(fileName, ttlSeconds, now);
    return { url, expiresAt: new Date(Number(new URL(url).searchParams.get('expires')) * 1000).toISOString() };
  }

  check(fileName: string, expires: unknown, signature: unknown, now = Date.now()): LinkCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(fileName, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) * 1000 < now ? 'expired' : 'valid';
  }

  private signature(fileName: string, expires: number): string {
    return createHmac('sha256', this.config.downloadSigningSecret).update(`download:${fileName}:${expires}`).digest('base64url');
  }
}
