import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@apostille/domain';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'v1:';

/** A new signing secret: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * Keeps webhook signing secrets unreadable from a database dump alone: AES-256-GCM under a key
 * derived (HKDF, its own purpose) from the server's at-rest encryption secret
 * (TWO_FACTOR_ENCRYPTION_KEY), so no new secret has to be configured and shared between instances.
 */
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(masterSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'apostille-webhooks', 'webhook-secret-encryption', 32));
  }

  /** `v1:` + base64url(iv | tag | ciphertext). */
  encrypt(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
  }

  /** Throws when the value was not written by encrypt with this key. */
  decrypt(stored: string): string {
    if (!stored.startsWith(PREFIX)) throw new Error('webhook secret is not in the encrypted format');
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv(CIPHER, this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
